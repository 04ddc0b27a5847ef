import { Anchor, Button } from "@mantine/core";
import { useMutation } from "@apollo/client/react";
import { FormattedMessage, useIntl } from "react-intl";
import { Link } from "react-router-dom";
import { LIST_TABLES } from "@portal/schema";
import { AdminSectionsDocument, DeleteSectionDocument } from "../../../gql/documents/admin/sections/sections";
import type { AdminSectionFieldsFragment, AdminSectionSortField } from "../../../gql/graphql";
import { notifyError } from "../../../app/apollo/notifyError";
import { ActiveMark } from "../../../ui/list/ActiveMark";
import { ListScreen } from "../../../ui/list/ListScreen";
import { RowActions } from "../../../ui/list/RowActions";
import { useListQuery } from "../../../ui/list/useListQuery";
import { openConfirm } from "../../../ui/confirm";
import { sectionFormPath, sectionTypeLabelId } from "./sectionView";
import { ENTITY_STATUS } from "../status";

/**
 * /admin/sections (every administrator, a restricted one too): the library's sections in the tree's order by type,
 * searchable by name and path, with create, edit and delete (confirmed; a section with sub-sections or resources stays,
 * with the catalogue's reason).
 */
export function SectionListPage() {
  const intl = useIntl();
  const { table } = useListQuery(AdminSectionsDocument, {
    ...LIST_TABLES.sections,
    variables: (input) => ({ input }),
    pageOf: (data) => data.adminSections,
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

  return (
    <ListScreen<AdminSectionFieldsFragment, AdminSectionSortField>
      {...table}
      titleId="screen.admin.sections"
      searchLabel={intl.formatMessage({ id: "admin.sections.search" })}
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
          render: (section) => <ActiveMark active={section.active} labelIds={ENTITY_STATUS} />,
        },
      ]}
      rowActions={(section) => (
        <RowActions
          edit={sectionFormPath(section.id)}
          editLabel={intl.formatMessage({ id: "admin.sections.edit" }, { name: section.path })}
          onDelete={() => confirmDelete(section)}
          deleteLabel={intl.formatMessage({ id: "admin.sections.delete" }, { name: section.path })}
        />
      )}
    />
  );
}
