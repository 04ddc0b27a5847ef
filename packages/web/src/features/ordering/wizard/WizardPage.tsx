import { Skeleton, Stack, Title } from "@mantine/core";
import "@mantine/core/styles/Skeleton.css";
import { useQuery } from "@apollo/client/react";
import { FormattedMessage, useIntl } from "react-intl";
import { Navigate, useParams } from "react-router-dom";
import { ORDER_METHOD } from "@portal/schema";
import { OrderWizardDocument } from "../../../gql/documents/ordering/wizard/wizard";
import { errorMessageId } from "../../../app/apollo/errors";
import { useShell } from "../../../app/shell/ShellContext";
import { ErrorState } from "../../../ui/ErrorState";
import { readCart } from "../cartStore";
import { CART_PATH } from "../orderingView";
import { WizardForm } from "./WizardForm";
import { usePageAnswer } from "../../../app/apollo/bootLink";

/** /order/{id} (a resource) and /order/edit/{key} (an item of the cart): the five-page wizard. */
export function WizardPage({ editing = false }: { editing?: boolean }) {
  const { id = "" } = useParams();
  const { market } = useShell();
  const intl = useIntl();
  const item = editing ? readCart(market).items.find((i) => i.key === id && i.method !== ORDER_METHOD.PRODUCTION) : undefined;
  const resourceId = editing ? (item?.resourceId ?? "") : id;
  usePageAnswer(OrderWizardDocument, { resourceId });
  const { data, loading, error, refetch } = useQuery(OrderWizardDocument, {
    variables: { resourceId },
    skip: !resourceId,
  });

  // An item to edit that is not in the cart (or cannot be loaded): back to the cart.
  if (editing && (!item || (!loading && !error && !data?.orderWizard))) return <Navigate to={CART_PATH} replace />;
  let body;
  if (loading && !data) body = <Skeleton height={360} aria-label={intl.formatMessage({ id: "list.loading" })} />;
  else if (error) body = <ErrorState messageId={errorMessageId(error, intl.messages)} onRetry={() => void refetch().catch(() => undefined)} />;
  else if (!data?.orderWizard) body = <ErrorState messageId="ordering.wizard.not_available" />;
  else body = <WizardForm key={data.orderWizard.resource.id} wizard={data.orderWizard} item={item} />;
  return (
    <Stack gap="md" maw={860}>
      <Title order={1} size="h2">
        <FormattedMessage id={editing ? "screen.order.edit" : "screen.order"} />
      </Title>
      {body}
    </Stack>
  );
}

/** /order/edit/{key}: the wizard on an item of the cart. */
export const WizardEditPage = () => <WizardPage editing />;
