import { useState, type CSSProperties } from "react";
import { Group, Modal, NativeSelect, Stack, Switch, Text } from "@mantine/core";
import { useMutation } from "@apollo/client/react";
import { FormattedMessage, useIntl } from "react-intl";
import { LIST_TABLES, MOP_REQUEST_STATUSES, formatDateTime, mopCancelRules, type MopRequestStatus } from "@portal/schema";
import { AdminMopDocument, SetMopAutoConfirmDocument, SetMopRequestStatusDocument } from "../../../gql/documents/admin/mop/mop";
import type { MopRequestFieldsFragment, MopRequestSortField, SetMopAutoConfirmMutation } from "../../../gql/graphql";
import { notifyError } from "../../../app/apollo/notifyError";
import { ListScreen } from "../../../ui/list/ListScreen";
import { useListQuery } from "../../../ui/list/useListQuery";
import { FormMessage } from "../../../ui/form/FormMessage";
import { KitForm } from "../../../ui/form/KitForm";
import { SubmitButton } from "../../../ui/form/SubmitButton";
import { TextareaField } from "../../../ui/form/TextareaField";
import { useFormKit } from "../../../ui/form/useFormKit";
import { MissingReports } from "./MissingReports";

const when = (value: unknown) => (value ? formatDateTime(new Date(String(value))) : "");

/** The cancel popup: a reason of at least 20 characters (the shared rule), then the status is saved. */
function CancelForm({ request, onDone }: { request: MopRequestFieldsFragment; onDone: () => void }) {
  const intl = useIntl();
  const [save] = useMutation(SetMopRequestStatusDocument);
  const form = useFormKit({
    initialValues: { cancelReason: "" },
    rules: () => mopCancelRules,
    submit: async (values) => {
      const { cancelReason } = mopCancelRules.cast(values);
      await save({ variables: { input: { id: request.id, status: "CANCELED", cancelReason } } });
      onDone();
    },
  });
  return (
    <KitForm form={form}>
      <Stack gap="md">
        <Text size="sm">
          <FormattedMessage id="admin.mop.cancel.body" values={{ site: request.restaurantSite, name: request.restaurantName }} />
        </Text>
        <TextareaField
          name="cancelReason"
          label={intl.formatMessage({ id: "admin.mop.cancel.reason" })}
          description={intl.formatMessage({ id: "admin.mop.cancel.hint" })}
          autosize
          minRows={3}
          required
          data-autofocus
        />
        <FormMessage id={form.errorId} />
        <Group justify="flex-end">
          <SubmitButton color="red">
            <FormattedMessage id="admin.mop.cancel.submit" />
          </SubmitButton>
        </Group>
      </Stack>
    </KitForm>
  );
}

/**
 * /admin/mop (ES): the MOP disable requests (10, 50, 100 or all rows) with a status choice each: confirming or setting
 * pending saves at once; canceling opens a popup asking the reason (at least 20 characters), then saves. Every change,
 * and closing the popup, reloads the table. The auto-confirm switch is stored by the catalogue.
 */
export function MopListPage() {
  const intl = useIntl();
  const { answer, reload, table } = useListQuery(AdminMopDocument, {
    ...LIST_TABLES.mop,
    variables: (input) => ({ input }),
    pageOf: (data) => data.adminMopRequests,
  });
  const [saveStatus, { loading: saving }] = useMutation(SetMopRequestStatusDocument);
  const [saveAuto] = useMutation(SetMopAutoConfirmDocument);
  const [canceling, setCanceling] = useState<MopRequestFieldsFragment | null>(null);

  const choose = (request: MopRequestFieldsFragment, status: MopRequestStatus) => {
    if (status === request.status) return;
    if (status === "CANCELED") return setCanceling(request);
    void saveStatus({ variables: { input: { id: request.id, status } } })
      .then(reload)
      .catch(notifyError);
  };
  const closePopup = () => {
    setCanceling(null);
    reload();
  };

  const autoConfirm = answer?.mopAutoConfirm.autoConfirm;
  const statusLabel = (status: MopRequestStatus) => intl.formatMessage({ id: `admin.mop.status.${status.toLowerCase()}` });
  return (
    <ListScreen<MopRequestFieldsFragment, MopRequestSortField>
      {...table}
      titleId="screen.admin.mop"
      before={
        <Switch
          checked={autoConfirm ?? false}
          disabled={autoConfirm === undefined}
          onChange={(event) => {
            const on = event.currentTarget.checked;
            const id = answer?.mopAutoConfirm.id ?? "ES";
            // Shown at once; the catalogue's answer (or the failure) settles it.
            void saveAuto({
              variables: { input: { on } },
              // With its __typename, so that the cache's MopSettings object changes (the generated type leaves it out).
              optimisticResponse: { setMopAutoConfirm: { __typename: "MopSettings", id, autoConfirm: on } } as SetMopAutoConfirmMutation,
            }).catch(notifyError);
          }}
          label={intl.formatMessage({ id: "admin.mop.auto_confirm" })}
          description={intl.formatMessage({ id: "admin.mop.auto_confirm.hint" })}
        />
      }
      searchLabel={intl.formatMessage({ id: "admin.mop.search" })}
      sortFields={{ restaurant: "RESTAURANT", userName: "USER", requestedAt: "REQUESTED_AT", start: "START", end: "END", status: "STATUS" }}
      columns={[
        { accessor: "id", title: intl.formatMessage({ id: "admin.mop.id" }) },
        {
          accessor: "restaurant",
          title: intl.formatMessage({ id: "admin.mop.restaurant" }),
          render: (r) => (
            <span>
              <strong>{r.restaurantSite}</strong> {r.restaurantName}
            </span>
          ),
        },
        { accessor: "userName", title: intl.formatMessage({ id: "admin.mop.user" }) },
        { accessor: "requestedAt", title: intl.formatMessage({ id: "admin.mop.requested_at" }), render: (r) => when(r.requestedAt) },
        { accessor: "start", title: intl.formatMessage({ id: "admin.mop.start" }), render: (r) => when(r.start) },
        { accessor: "end", title: intl.formatMessage({ id: "admin.mop.end" }), render: (r) => when(r.end) },
        {
          accessor: "reason",
          title: intl.formatMessage({ id: "admin.mop.reason" }),
          render: (r) => (
            <Text size="sm" maw={360}>
              {r.reason}
            </Text>
          ),
        },
        {
          accessor: "cancelReason",
          title: intl.formatMessage({ id: "admin.mop.cancel.reason" }),
          render: (r) => (
            <Text size="sm" maw={280}>
              {r.cancelReason}
            </Text>
          ),
        },
        {
          accessor: "status",
          title: intl.formatMessage({ id: "admin.mop.status" }),
          render: (r) => (
            <NativeSelect
              aria-label={intl.formatMessage({ id: "admin.mop.status.of" }, { site: r.restaurantSite, name: r.restaurantName })}
              value={r.status}
              disabled={saving}
              onChange={(event) => choose(r, event.currentTarget.value as MopRequestStatus)}
              data={MOP_REQUEST_STATUSES.map((status) => ({ value: status, label: statusLabel(status) }))}
              w={150}
            />
          ),
        },
      ]}
    >
      <MissingReports />
      <Modal.Root opened={canceling !== null} onClose={closePopup} centered>
        <Modal.Overlay />
        {/* Errors in red 9 (4.5:1 on white, as the theme's brand red); the header is no page banner (role none). */}
        <Modal.Content style={{ "--mantine-color-error": "var(--mantine-color-red-9)" } as CSSProperties}>
          <Modal.Header role="none">
            <Modal.Title>
              <FormattedMessage id="admin.mop.cancel.title" />
            </Modal.Title>
            <Modal.CloseButton />
          </Modal.Header>
          <Modal.Body>{canceling && <CancelForm request={canceling} onDone={closePopup} />}</Modal.Body>
        </Modal.Content>
      </Modal.Root>
    </ListScreen>
  );
}
