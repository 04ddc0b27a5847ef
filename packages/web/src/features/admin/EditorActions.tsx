import { Button, Group } from "@mantine/core";
import { FormattedMessage } from "react-intl";
import { Link } from "react-router-dom";
import { SaveFeedback } from "../../ui/form/SaveFeedback";
import { SubmitButton } from "../../ui/form/SubmitButton";

interface Props {
  /** The entity's list, where "back" leads. */
  listPath: string;
  /** Saving is offered once something changed (spec 1 §4); by default, always. */
  changed?: boolean;
  /** Whether the "saved" line shows its message (the editor's feedback); none: the form has no such line. */
  saved?: boolean;
  /** The line's colour (SaveFeedback's). */
  savedColor?: string;
}

/** The end of an admin editor's form: save, back to the list, and the line that says it was saved. */
export function EditorActions({ listPath, changed = true, saved, savedColor }: Props) {
  return (
    <Group>
      <SubmitButton disabled={!changed}>
        <FormattedMessage id="action.save" />
      </SubmitButton>
      <Button variant="default" component={Link} to={listPath}>
        <FormattedMessage id="action.back" />
      </Button>
      {saved !== undefined && <SaveFeedback look="line" color={savedColor} shown={saved} messageId="admin.editor.saved" />}
    </Group>
  );
}
