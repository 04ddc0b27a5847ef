import { useState } from "react";
import { Anchor, Badge, Button, Checkbox, Group, Text } from "@mantine/core";
import "@mantine/core/styles/Checkbox.css";
import { useMutation } from "@apollo/client/react";
import { FormattedMessage, useIntl } from "react-intl";
import { Link } from "react-router-dom";
import { LIST_TABLES } from "@portal/schema";
import { AdminResourcesDocument, DeleteResourceDocument, SetResourcesStatusDocument } from "../../../gql/documents/admin/resources/resources";
import type { AdminResourceFieldsFragment, AdminResourceSortField, ResourceStatus } from "../../../gql/graphql";
import { notifyError } from "../../../app/apollo/notifyError";
import { ListScreen } from "../../../ui/list/ListScreen";
import { RowActions } from "../../../ui/list/RowActions";
import { useListQuery } from "../../../ui/list/useListQuery";
import { openConfirm } from "../../../ui/confirm";
import { languageLabelId, resourceFormPath, showDateTime, statusLabelId } from "./resourceView";
import { UploadQueueList } from "./UploadQueueList";

const STATUS_COLOURS: Record<ResourceStatus, string> = { ACTIVE: "green", INACTIVE: "gray", DRAFT: "blue" };

/**
 * /admin/resources: the library's resources, newest update first, searched, sorted and cut on the server (10, 25, 50,
 * 100 or all rows); rows selected with their checkboxes are made active or inactive at once; create, edit and delete
 * (confirmed). The upload queue shows below while it has items.
 */
export function ResourceListPage() {
  const intl = useIntl();
  const { page, table } = useListQuery(AdminResourcesDocument, {
    ...LIST_TABLES.resources,
    variables: (input) => ({ input }),
    pageOf: (data) => data.adminResources,
  });
  const [remove] = useMutation(DeleteResourceDocument, {
    refetchQueries: [AdminResourcesDocument],
    awaitRefetchQueries: true,
    update: (cache, { data: deleted }) => {
      if (deleted) cache.evict({ id: cache.identify({ __typename: "AdminResource", id: deleted.deleteResource.id }) });
    },
  });
  const [setStatus, { loading: switching }] = useMutation(SetResourcesStatusDocument, {
    refetchQueries: [AdminResourcesDocument],
    awaitRefetchQueries: true,
  });
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());

  const rows = page?.items ?? [];
  const text = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
  const allOnPage = rows.length > 0 && rows.every((r) => selected.has(r.id));
  const someOnPage = rows.some((r) => selected.has(r.id));

  const toggle = (id: string, on: boolean) =>
    setSelected((current) => {
      const next = new Set(current);
      if (on) next.add(id);
      else next.delete(id);
      return next;
    });
  const togglePage = (on: boolean) =>
    setSelected((current) => {
      const next = new Set(current);
      for (const row of rows) {
        if (on) next.add(row.id);
        else next.delete(row.id);
      }
      return next;
    });

  const bulk = (status: "ACTIVE" | "INACTIVE") =>
    void setStatus({ variables: { input: { ids: [...selected], status } } })
      .then(() => setSelected(new Set()))
      .catch(notifyError);

  /** Deactivating hides the resources from the library: asked first (activating is not). */
  const confirmDeactivate = () =>
    void openConfirm({
      title: text("admin.resources.bulk.deactivate.title"),
      children: text("admin.resources.bulk.deactivate.body", { count: selected.size }),
      labels: { confirm: text("admin.resources.bulk.deactivate"), cancel: text("action.cancel") },
      confirmProps: { color: "red" },
      onConfirm: () => bulk("INACTIVE"),
    });

  const confirmDelete = (resource: AdminResourceFieldsFragment) =>
    void openConfirm({
      title: text("admin.resources.delete.title"),
      children: text("admin.resources.delete.body", { name: resource.name }),
      labels: { confirm: text("action.delete"), cancel: text("action.cancel") },
      confirmProps: { color: "red" },
      onConfirm: () =>
        void remove({ variables: { input: { id: resource.id } } })
          .then(() => toggle(resource.id, false))
          .catch(notifyError),
    });

  return (
    <ListScreen<AdminResourceFieldsFragment, AdminResourceSortField>
      {...table}
      titleId="screen.admin.resources"
      before={<UploadQueueList />}
      searchLabel={text("admin.resources.search")}
      sortFields={{ updatedAt: "UPDATED_AT", name: "NAME", reference: "REFERENCE", status: "STATUS", language: "LANGUAGE" }}
      actions={
        // On a phone, a row of its own whose buttons wrap (the button labels are longer in Portuguese).
        <Group gap="sm" w={{ base: "100%", sm: "auto" }}>
          <Text size="sm" aria-live="polite">
            <FormattedMessage id="admin.resources.selected" values={{ count: selected.size }} />
          </Text>
          <Button variant="default" disabled={selected.size === 0} loading={switching} onClick={() => bulk("ACTIVE")}>
            <FormattedMessage id="admin.resources.bulk.activate" />
          </Button>
          <Button variant="default" disabled={selected.size === 0} loading={switching} onClick={confirmDeactivate}>
            <FormattedMessage id="admin.resources.bulk.deactivate" />
          </Button>
          <Button component={Link} to={resourceFormPath(null)}>
            <FormattedMessage id="admin.resources.add" />
          </Button>
        </Group>
      }
      columns={[
        {
          accessor: "select",
          title: (
            // 24 px boxes (size md): targets of WCAG 2.2's size in rows close to each other, on a phone's touch too.
            <Checkbox
              size="md"
              aria-label={text("admin.resources.select_page")}
              checked={allOnPage}
              indeterminate={someOnPage && !allOnPage}
              onChange={(event) => togglePage(event.currentTarget.checked)}
            />
          ),
          width: 44,
          render: (resource) => (
            <Checkbox
              size="md"
              aria-label={text("admin.resources.select", { name: resource.name })}
              checked={selected.has(resource.id)}
              onChange={(event) => toggle(resource.id, event.currentTarget.checked)}
            />
          ),
        },
        {
          accessor: "thumbUrl",
          title: text("admin.resources.thumbnail"),
          render: (resource) =>
            resource.thumbUrl ? (
              <img
                src={resource.thumbUrl}
                alt=""
                width={48}
                height={48}
                loading="lazy"
                decoding="async"
                style={{ display: "block", objectFit: "cover" }}
              />
            ) : (
              "—"
            ),
        },
        {
          accessor: "name",
          title: text("admin.resources.name"),
          render: (resource) => (
            <Anchor component={Link} to={resourceFormPath(resource.id)}>
              {resource.name}
            </Anchor>
          ),
        },
        { accessor: "reference", title: text("admin.resources.reference"), render: (resource) => resource.reference || "—" },
        { accessor: "sectionName", title: text("admin.resources.section"), render: (resource) => resource.sectionName ?? "—" },
        { accessor: "language", title: text("admin.resources.language"), render: (resource) => text(languageLabelId(resource.language)) },
        {
          accessor: "status",
          title: text("admin.resources.status"),
          render: (resource) => (
            <Badge variant="light" color={STATUS_COLOURS[resource.status]}>
              {text(statusLabelId(resource.status))}
            </Badge>
          ),
        },
        {
          accessor: "updatedAt",
          title: text("admin.resources.updated_at"),
          render: (resource) => showDateTime(resource.updatedAt as string | null),
        },
      ]}
      rowActions={(resource) => (
        <RowActions
          edit={resourceFormPath(resource.id)}
          editLabel={text("admin.resources.edit", { name: resource.name })}
          onDelete={() => confirmDelete(resource)}
          deleteLabel={text("admin.resources.delete", { name: resource.name })}
        />
      )}
    />
  );
}
