import type { ReactNode } from "react";
import { Skeleton, Stack, Title } from "@mantine/core";
import "@mantine/core/styles/Skeleton.css";
import type { TypedDocumentNode } from "@apollo/client";
import { useQuery } from "@apollo/client/react";
import { FormattedMessage, useIntl } from "react-intl";
import { useParams } from "react-router-dom";
import { errorMessageId } from "../../app/apollo/errors";
import { ErrorState } from "../ErrorState";

/** The entity an editor's route names (`…/{id}`), or null on its `…/add` route. */
export function useEditedId(): string | null {
  const { id } = useParams();
  return id !== undefined && id !== "add" ? id : null;
}

/** An editor's one query as its screen shows it: `answer` is its data's field; `editing`, the route names an entity. */
export interface EditedQuery<Answer> {
  editing: boolean;
  answer: Answer | undefined;
  loading: boolean;
  error?: unknown;
  refetch: () => Promise<unknown>;
}

/**
 * An editor's one query, asked with the entity its route names (`id`, null on `…/add`): `answerOf` picks its data's
 * field. `cacheAndNetwork`: asked afresh on every visit (what another administrator may have changed meanwhile).
 */
export function useEditedQuery<Data, Answer>(
  document: TypedDocumentNode<Data, { id: string | null }>,
  answerOf: (data: Data) => Answer,
  { cacheAndNetwork = false } = {},
): EditedQuery<Answer> {
  const id = useEditedId();
  const { data, loading, error, refetch } = useQuery(document, { variables: { id }, ...(cacheAndNetwork && { fetchPolicy: "cache-and-network" }) });
  return { editing: id !== null, answer: data ? answerOf(data) : undefined, loading, error, refetch };
}

interface Props<Answer> {
  /** Message ids of the title: a new entity's and an existing one's. */
  titleIds: { add: string; edit: string };
  /** The screen's one query (`useEditedQuery`). */
  query: EditedQuery<Answer>;
  /** What the route names, in the answer: null when it names nothing (the not-found message). */
  entity: (answer: Answer) => unknown;
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
export function FormScreen<Answer>({ titleIds, query, entity, notFoundId, children, maw = 760, placeholderHeight = 480 }: Props<Answer>) {
  const intl = useIntl();
  const { editing, answer, loading, error, refetch } = query;
  let body;
  if (loading && !answer) body = <Skeleton height={placeholderHeight} aria-label={intl.formatMessage({ id: "list.loading" })} />;
  else if (!answer) body = <ErrorState messageId={errorMessageId(error, intl.messages)} onRetry={() => void refetch().catch(() => undefined)} />;
  else if (editing && entity(answer) == null) body = <ErrorState messageId={notFoundId} />;
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
