import { useEffect } from "react";
import { Alert, Skeleton, Stack, Title } from "@mantine/core";
import "@mantine/core/styles/Skeleton.css";
import { useQuery } from "@apollo/client/react";
import { FormattedMessage, useIntl } from "react-intl";
import { useSearchParams } from "react-router-dom";
import { CartOptionsDocument } from "../../../gql/documents/ordering/cart/cart";
import { errorMessageId } from "../../../app/apollo/errors";
import { useShell } from "../../../app/shell/ShellContext";
import { ErrorState } from "../../../ui/ErrorState";
import { addProduction } from "./addProduction";
import { CartForm } from "./CartForm";
import { usePageAnswer } from "../../../app/apollo/bootLink";

/** /cart: the items kept in the browser, their billing and shipping, the contact, and placing the order. */
export function CartPage() {
  const intl = useIntl();
  const { market } = useShell();
  const [params, setParams] = useSearchParams();
  const add = params.get("add");
  usePageAnswer(CartOptionsDocument, { add });
  const { data, loading, error, refetch } = useQuery(CartOptionsDocument, { variables: { add } });

  // The library's production button: the resource joins the cart as a production budget, once.
  const adding = data?.cartOptions.adding;
  useEffect(() => {
    if (!add || loading) return;
    if (adding && adding.id === add) addProduction(market, adding);
    setParams({}, { replace: true });
  }, [add, adding, loading, market, setParams]);

  let body;
  if (loading && !data) body = <Skeleton height={320} aria-label={intl.formatMessage({ id: "list.loading" })} />;
  else if (error || !data)
    body = <ErrorState messageId={errorMessageId(error, intl.messages)} onRetry={() => void refetch().catch(() => undefined)} />;
  else body = <CartForm market={market} restaurants={data.cartOptions.restaurants} contact={data.cartOptions.contact} />;
  return (
    <Stack gap="md" maw={960}>
      <Title order={1} size="h2">
        <FormattedMessage id="screen.cart" />
      </Title>
      {add && !loading && data && !adding && (
        <Alert color="yellow" role="status">
          <FormattedMessage id="ordering.cart.not_orderable" />
        </Alert>
      )}
      {body}
    </Stack>
  );
}
