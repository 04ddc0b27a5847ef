import { ActionIcon, Group } from "@mantine/core";
import { Link } from "react-router-dom";
import { DeleteIcon, EditIcon } from "./icons";

interface Props {
  /** The row's form. */
  edit: string;
  /** The edit link's name, naming the row ("Edit video https://…"). */
  editLabel: string;
  /** Deletes the row (after the screen's own confirmation); without it, the row has no delete button. */
  onDelete?: () => void;
  /** The delete button's name, naming the row. */
  deleteLabel?: string;
}

/** An admin list row's buttons (ListTable's `rowActions`): edit, a link to the row's form, and delete when the list allows it. */
export function RowActions({ edit, editLabel, onDelete, deleteLabel }: Props) {
  const editLink = (
    <ActionIcon component={Link} to={edit} variant="subtle" aria-label={editLabel}>
      <EditIcon />
    </ActionIcon>
  );
  if (!onDelete) return editLink;
  return (
    <Group gap={4} justify="flex-end" wrap="nowrap">
      {editLink}
      <ActionIcon variant="subtle" color="red" onClick={onDelete} aria-label={deleteLabel}>
        <DeleteIcon />
      </ActionIcon>
    </Group>
  );
}
