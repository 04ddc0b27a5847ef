import type { ReactNode } from "react";
import { Skeleton, Stack, Title } from "@mantine/core";
import "@mantine/core/styles/Skeleton.css";
import { FormattedMessage, useIntl } from "react-intl";
import { useParams } from "react-router-dom";
import { errorMessageId } from "../../app/apollo/errors";
import { ErrorState } from "../ErrorState";

/** The entity an editor's route names (`…/{id}`), or null on its `…/add` route. */
export function useEditedId(): string | null {
  const { id } = useParams();
  return id !== undefined && id !== "add" ? id : null;
}

interface Props<Answer> {
  /** Message ids of the title: a new entity's and an existing one's. */
  titleIds: { add: string; edit: string };
  editing: boolean;
  /** The screen's one query, as `useQuery` gives it (`answer`: its data's field). */
  query: { answer: Answer | undefined; loading: boolean; error?: unknown; refetch: () => Promise<unknown> };
  /** Whether the answer holds what the route names (an id of nothing: the not-found message). */
  found: (answer: Answer) => boolean;
  notFoundId: string;
  /** The form once its data is there. */
  children: (answer: Answer) => ReactNode;
  maw?: number;
  placeholderHeight?: number;
}

/**
 * An editor's screen: its title, then, from its one query, a placeholder while it loads, the failure with a retry, the
 * not-found message for an id that names nothing, else the form.
 */
export function FormScreen<Answer>({ titleIds, editing, query, found, notFoundId, children, maw = 760, placeholderHeight = 480 }: Props<Answer>) {
  const intl = useIntl();
  const { answer, loading, error, refetch } = query;
  let body;
  if (loading && !answer) body = <Skeleton height={placeholderHeight} aria-label={intl.formatMessage({ id: "list.loading" })} />;
  else if (!answer) body = <ErrorState messageId={errorMessageId(error, intl.messages)} onRetry={() => void refetch().catch(() => undefined)} />;
  else if (!found(answer)) body = <ErrorState messageId={notFoundId} />;
  else body = children(answer);
  return (
    <Stack gap="lg" maw={maw}>
      <Title order={1} size="h2">
        <FormattedMessage id={editing ? titleIds.edit : titleIds.add} />
      </Title>
      {body}
    </Stack>
  );
}
