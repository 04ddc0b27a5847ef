import { useState } from "react";
import { ActionIcon, Anchor, Button, Group, Text } from "@mantine/core";
import { useMutation } from "@apollo/client/react";
import { FormattedMessage, useIntl } from "react-intl";
import { Link } from "react-router-dom";
import { LIST_TABLES, type SliderDirection } from "@portal/schema";
import { AdminSlidersDocument, DeleteSliderDocument, MoveSliderDocument } from "../../../gql/documents/admin/sliders/sliders";
import type { AdminSliderFieldsFragment, AdminSliderSortField } from "../../../gql/graphql";
import { notifyError } from "../../../app/apollo/notifyError";
import { Icon } from "../../../ui/icons";
import { ActiveMark } from "../../../ui/list/ActiveMark";
import { ListScreen } from "../../../ui/list/ListScreen";
import { RowActions } from "../../../ui/list/RowActions";
import { useListQuery } from "../../../ui/list/useListQuery";
import { openConfirm } from "../../../ui/confirm";
import { showDay, sliderFormPath } from "./sliderView";
import { ENTITY_STATUS } from "../status";

const UpIcon = () => (
  <Icon>
    <path d="M12 19V5M6 11l6-6 6 6" />
  </Icon>
);
const DownIcon = () => (
  <Icon>
    <path d="M12 5v14M6 13l6 6 6-6" />
  </Icon>
);

/**
 * /admin/sliders: the home's banners by position, searchable by name and link, with their image, link, state and days;
 * up and down arrows change a banner's position (a swap with its neighbour), plus create, edit and delete (confirmed).
 */
export function SliderListPage() {
  const intl = useIntl();
  const { page, table } = useListQuery(AdminSlidersDocument, {
    ...LIST_TABLES.sliders,
    variables: (input) => ({ input }),
    pageOf: (data) => data.adminSliders,
  });
  const [remove] = useMutation(DeleteSliderDocument, {
    refetchQueries: [AdminSlidersDocument],
    awaitRefetchQueries: true,
    update: (cache, { data: deleted }) => {
      if (deleted) cache.evict({ id: cache.identify({ __typename: "AdminSlider", id: deleted.deleteSlider.id }) });
    },
  });
  const [move] = useMutation(MoveSliderDocument, { refetchQueries: [AdminSlidersDocument], awaitRefetchQueries: true });
  // One move at a time: the arrows wait for the table to show the new order (each move names the position it saw).
  const [moving, setMoving] = useState(false);

  const moveSlider = (slider: AdminSliderFieldsFragment, direction: SliderDirection) => {
    setMoving(true);
    void move({ variables: { input: { id: slider.id, direction, priority: slider.priority } } })
      .catch(notifyError)
      .finally(() => setMoving(false));
  };

  const confirmDelete = (slider: AdminSliderFieldsFragment) =>
    void openConfirm({
      title: intl.formatMessage({ id: "admin.sliders.delete.title" }),
      children: intl.formatMessage({ id: "admin.sliders.delete.body" }, { name: slider.name }),
      labels: { confirm: intl.formatMessage({ id: "action.delete" }), cancel: intl.formatMessage({ id: "action.cancel" }) },
      confirmProps: { color: "red" },
      onConfirm: () => void remove({ variables: { input: { id: slider.id } } }).catch(notifyError),
    });

  const last = page?.count ?? 0;
  const text = (id: string, values?: Record<string, string>) => intl.formatMessage({ id }, values);
  return (
    <ListScreen<AdminSliderFieldsFragment, AdminSliderSortField>
      {...table}
      titleId="screen.admin.sliders"
      searchLabel={text("admin.sliders.search")}
      sortFields={{ priority: "PRIORITY", name: "NAME", url: "URL", active: "ACTIVE", startDate: "START_DATE", endDate: "END_DATE" }}
      actions={
        <Button component={Link} to={sliderFormPath(null)}>
          <FormattedMessage id="admin.sliders.add" />
        </Button>
      }
      columns={[
        {
          accessor: "priority",
          title: text("admin.sliders.position"),
          render: (slider) => (
            <Group gap={4} wrap="nowrap">
              <Text span w="2ch" ta="right">
                {slider.priority}
              </Text>
              <ActionIcon
                variant="subtle"
                disabled={moving || slider.priority <= 1}
                onClick={() => moveSlider(slider, "UP")}
                aria-label={text("admin.sliders.move_up", { name: slider.name })}
              >
                <UpIcon />
              </ActionIcon>
              <ActionIcon
                variant="subtle"
                disabled={moving || slider.priority >= last}
                onClick={() => moveSlider(slider, "DOWN")}
                aria-label={text("admin.sliders.move_down", { name: slider.name })}
              >
                <DownIcon />
              </ActionIcon>
            </Group>
          ),
        },
        {
          accessor: "name",
          title: text("admin.sliders.name"),
          render: (slider) => (
            <Anchor component={Link} to={sliderFormPath(slider.id)}>
              {slider.name}
            </Anchor>
          ),
        },
        {
          accessor: "file",
          title: text("admin.sliders.image"),
          render: (slider) => (
            <img
              src={slider.imageUrl}
              alt=""
              width={120}
              height={60}
              loading="lazy"
              decoding="async"
              style={{ display: "block", objectFit: "cover" }}
            />
          ),
        },
        {
          accessor: "url",
          title: text("admin.sliders.url"),
          render: (slider) => <span style={{ wordBreak: "break-all" }}>{slider.url ?? "—"}</span>,
        },
        {
          accessor: "active",
          title: text("admin.sliders.status"),
          textAlign: "center",
          render: (slider) => <ActiveMark active={slider.active} labelIds={ENTITY_STATUS} />,
        },
        { accessor: "startDate", title: text("admin.sliders.start"), render: (slider) => showDay(slider.startDate) },
        { accessor: "endDate", title: text("admin.sliders.end"), render: (slider) => showDay(slider.endDate) },
      ]}
      rowActions={(slider) => (
        <RowActions
          edit={sliderFormPath(slider.id)}
          editLabel={text("admin.sliders.edit", { name: slider.name })}
          onDelete={() => confirmDelete(slider)}
          deleteLabel={text("admin.sliders.delete", { name: slider.name })}
        />
      )}
    />
  );
}
