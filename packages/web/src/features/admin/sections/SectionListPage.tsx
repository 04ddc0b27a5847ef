import { ActionIcon, Anchor, Button, Group, Stack, Title, Tooltip } from "@mantine/core";
import { useMutation, useQuery } from "@apollo/client/react";
import { FormattedMessage, useIntl } from "react-intl";
import { Link } from "react-router-dom";
import { TABLE_SIZES } from "@portal/schema";
import { AdminSectionsDocument, DeleteSectionDocument } from "../../../gql/documents/admin/sections/sections";
import type { AdminSectionFieldsFragment, AdminSectionSortField } from "../../../gql/graphql";
import { errorMessageId } from "../../../app/apollo/errors";
import { notifyError } from "../../../app/apollo/notifyError";
import { CheckIcon, CrossIcon, DeleteIcon, EditIcon } from "../../../ui/list/icons";
import { ListTable } from "../../../ui/list/ListTable";
import { usePaginatedList } from "../../../ui/list/usePaginatedList";
import { openConfirm } from "../../../ui/confirm";
import { sectionFormPath, sectionTypeLabelId } from "./sectionView";

const SORT_FIELDS = ["NAME", "PATH", "TYPE", "LEVEL", "POSITION", "ACTIVE"] as const satisfies readonly AdminSectionSortField[];

/**
 * /admin/sections (every administrator, a restricted one too): the library's sections in the tree's order by type,
 * searchable by name and path, with create, edit and delete (confirmed; a section with sub-sections or resources stays,
 * with the catalogue's reason).
 */
export function SectionListPage() {
  const intl = useIntl();
  const list = usePaginatedList<AdminSectionSortField>({
    sizes: TABLE_SIZES.sections,
    sortFields: SORT_FIELDS,
    defaultSort: { sortBy: "TYPE", direction: "ASC" },
  });
  const { data, previousData, loading, error, refetch } = useQuery(AdminSectionsDocument, {
    variables: { input: list.request },
    // Shown at once from the cache, then fresh from the server (another admin, or this one's form, changed it).
    fetchPolicy: "cache-and-network",
    notifyOnNetworkStatusChange: true,
  });
  const [remove] = useMutation(DeleteSectionDocument, {
    refetchQueries: [AdminSectionsDocument],
    awaitRefetchQueries: true,
    update: (cache, { data: deleted }) => {
      if (deleted) cache.evict({ id: cache.identify({ __typename: "AdminSection", id: deleted.deleteSection.id }) });
    },
  });

  const confirmDelete = (section: AdminSectionFieldsFragment) =>
    void openConfirm({
      title: intl.formatMessage({ id: "admin.sections.delete.title" }),
      children: intl.formatMessage({ id: "admin.sections.delete.body" }, { name: section.name }),
      labels: { confirm: intl.formatMessage({ id: "action.delete" }), cancel: intl.formatMessage({ id: "action.cancel" }) },
      confirmProps: { color: "red" },
      onConfirm: () => void remove({ variables: { input: { id: section.id } } }).catch(notifyError),
    });

  const page = (data ?? previousData)?.adminSections;
  const status = (active: boolean) => intl.formatMessage({ id: active ? "admin.status.active" : "admin.status.inactive" });
  return (
    <Stack gap="md">
      <Title order={1} size="h2">
        <FormattedMessage id="screen.admin.sections" />
      </Title>
      <ListTable<AdminSectionFieldsFragment, AdminSectionSortField>
        list={list}
        sizes={TABLE_SIZES.sections}
        label={intl.formatMessage({ id: "screen.admin.sections" })}
        searchLabel={intl.formatMessage({ id: "admin.sections.search" })}
        data={page}
        loading={loading}
        errorId={error && !page ? errorMessageId(error, intl.messages) : null}
        onRetry={() => void refetch().catch(() => undefined)}
        sortFields={{ name: "NAME", path: "PATH", type: "TYPE", level: "LEVEL", position: "POSITION", active: "ACTIVE" }}
        actions={
          <Button component={Link} to={sectionFormPath(null)}>
            <FormattedMessage id="admin.sections.add" />
          </Button>
        }
        columns={[
          {
            accessor: "name",
            title: intl.formatMessage({ id: "admin.sections.name" }),
            render: (section) => (
              <Anchor component={Link} to={sectionFormPath(section.id)}>
                {section.name}
              </Anchor>
            ),
          },
          { accessor: "path", title: intl.formatMessage({ id: "admin.sections.path" }), render: (section) => section.path },
          {
            accessor: "type",
            title: intl.formatMessage({ id: "admin.sections.type" }),
            render: (section) => intl.formatMessage({ id: sectionTypeLabelId(section.type) }),
          },
          { accessor: "level", title: intl.formatMessage({ id: "admin.sections.level" }), textAlign: "center" },
          { accessor: "position", title: intl.formatMessage({ id: "admin.sections.position" }), textAlign: "center" },
          {
            accessor: "active",
            title: intl.formatMessage({ id: "admin.sections.status" }),
            textAlign: "center",
            render: (section) => (
              <Tooltip label={status(section.active)}>
                <span
                  role="img"
                  aria-label={status(section.active)}
                  style={{ color: section.active ? "var(--mantine-color-green-8)" : "var(--mantine-color-gray-7)" }}
                >
                  {section.active ? <CheckIcon /> : <CrossIcon />}
                </span>
              </Tooltip>
            ),
          },
          {
            accessor: "actions",
            title: intl.formatMessage({ id: "list.actions" }),
            textAlign: "right",
            render: (section) => (
              <Group gap={4} justify="flex-end" wrap="nowrap">
                <ActionIcon
                  component={Link}
                  to={sectionFormPath(section.id)}
                  variant="subtle"
                  aria-label={intl.formatMessage({ id: "admin.sections.edit" }, { name: section.path })}
                >
                  <EditIcon />
                </ActionIcon>
                <ActionIcon
                  variant="subtle"
                  color="red"
                  onClick={() => confirmDelete(section)}
                  aria-label={intl.formatMessage({ id: "admin.sections.delete" }, { name: section.path })}
                >
                  <DeleteIcon />
                </ActionIcon>
              </Group>
            ),
          },
        ]}
      />
    </Stack>
  );
}
