import { Skeleton, Stack, TextInput, Title } from "@mantine/core";
import "@mantine/core/styles/Skeleton.css";
import { useMutation } from "@apollo/client/react";
import { FormattedMessage, useIntl } from "react-intl";
import { LIST_TABLES, accountRules } from "@portal/schema";
import { AccountDocument, SaveAccountDocument } from "../../gql/documents/account/account";
import type { AccountQuery, AccountRestaurantSortField } from "../../gql/graphql";
import { errorMessageId } from "../../app/apollo/errors";
import { ErrorState } from "../../ui/ErrorState";
import { FormMessage } from "../../ui/form/FormMessage";
import { KitForm } from "../../ui/form/KitForm";
import { SaveFeedback } from "../../ui/form/SaveFeedback";
import { SubmitButton } from "../../ui/form/SubmitButton";
import { TextField } from "../../ui/form/TextField";
import { useFormKit } from "../../ui/form/useFormKit";
import { ListTable } from "../../ui/list/ListTable";
import { useListQuery } from "../../ui/list/useListQuery";
import { LeaveGuard } from "../../ui/useLeaveGuard";
import { ACCOUNT_LEAVE } from "./leave";

type Account = AccountQuery["account"];
type Restaurant = Account["restaurants"]["items"][number];
/** How long the saved message shows (spec 1 §9). */
const SAVED_MS = 3000;

/** /account: the user's name and phone (the e-mail read-only), and their restaurants, 5 or 10 at a time. */
export function AccountPage() {
  const intl = useIntl();
  const { answer, loading, error, reload, table } = useListQuery(AccountDocument, {
    ...LIST_TABLES.account,
    variables: (request) => ({ restaurants: request }),
    pageOf: (data) => data.account.restaurants,
    cacheAndNetwork: false,
  });
  const account = answer?.account;

  return (
    <Stack gap="lg" maw={860}>
      <Title order={1} size="h2">
        <FormattedMessage id="screen.account" />
      </Title>
      {!account && loading ? (
        <Skeleton height={280} aria-label={intl.formatMessage({ id: "list.loading" })} />
      ) : !account ? (
        <ErrorState messageId={errorMessageId(error, intl.messages)} onRetry={reload} />
      ) : (
        <>
          <ProfileForm key={account.user.id} user={account.user} />
          <Stack gap="xs">
            <Title order={2} size="h4">
              <FormattedMessage id="account.restaurants" />
            </Title>
            <ListTable<Restaurant, AccountRestaurantSortField>
              {...table}
              label={intl.formatMessage({ id: "account.restaurants" })}
              searchLabel={intl.formatMessage({ id: "account.restaurants.search" })}
              sortFields={{ site: "SITE", name: "NAME", city: "CITY" }}
              columns={[
                { accessor: "site", title: intl.formatMessage({ id: "account.restaurant.site" }) },
                { accessor: "name", title: intl.formatMessage({ id: "account.restaurant.name" }) },
                { accessor: "address", title: intl.formatMessage({ id: "account.restaurant.address" }), render: (r) => r.address ?? "" },
                { accessor: "city", title: intl.formatMessage({ id: "account.restaurant.city" }), render: (r) => r.city ?? "" },
              ]}
            />
          </Stack>
        </>
      )}
    </Stack>
  );
}

function ProfileForm({ user }: { user: Account["user"] }) {
  const intl = useIntl();
  const [save] = useMutation(SaveAccountDocument);
  const form = useFormKit({
    initialValues: { name: user.name, phone: user.phone ?? "" },
    rules: () => accountRules,
    submit: async (values) => {
      const input = accountRules.cast(values);
      await save({ variables: { input: { name: input.name, phone: input.phone } } });
      form.formik.resetForm({ values }); // saved: nothing left to ask about before leaving
    },
  });
  const { status, dismiss } = form;

  return (
    <KitForm form={form}>
      <LeaveGuard dirty={form.formik.dirty} question={ACCOUNT_LEAVE} />
      <Stack gap="md" maw={520}>
        <SaveFeedback look="banner" shown={status === "sent"} messageId="account.saved" hideAfterMs={SAVED_MS} onHide={dismiss} />
        <FormMessage id={form.errorId} />
        <TextField name="name" label={intl.formatMessage({ id: "account.name" })} required maxLength={200} autoComplete="name" />
        <TextInput
          label={intl.formatMessage({ id: "account.email" })}
          value={user.email}
          readOnly
          description={intl.formatMessage({ id: "account.email.hint" })}
        />
        <TextField name="phone" type="tel" label={intl.formatMessage({ id: "account.phone" })} maxLength={40} autoComplete="tel" />
        <div>
          <SubmitButton>
            <FormattedMessage id="account.save" />
          </SubmitButton>
        </div>
      </Stack>
    </KitForm>
  );
}
