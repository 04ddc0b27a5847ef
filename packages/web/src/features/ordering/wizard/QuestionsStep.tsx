import { Group, Radio, Stack } from "@mantine/core";
import "@mantine/core/styles/Radio.css";
import { useIntl } from "react-intl";
import { QUESTION_ANSWERS, type QuestionKey } from "@portal/schema";
import { useKitField } from "../../../ui/form/useKitField";
import type { Format } from "./wizardValues";

/** One question of page 3, answered by a pair of radios (each has a default). */
function Question({ question }: { question: string }) {
  const intl = useIntl();
  const answer = useKitField<string>(`answers.${question}`);
  return (
    <Radio.Group label={intl.formatMessage({ id: `ordering.question.${question}` })} value={answer.value} onChange={answer.setValue}>
      <Group gap="lg" mt={6}>
        {QUESTION_ANSWERS[question as QuestionKey].map((value) => (
          <Radio key={value} value={value} label={intl.formatMessage({ id: `ordering.answer.${value}` })} />
        ))}
      </Group>
    </Radio.Group>
  );
}

/** Page 3: the format's questions. */
export function QuestionsStep({ format }: { format: Format }) {
  return (
    <Stack gap="md">
      {format.questions.map((question) => (
        <Question key={question} question={question} />
      ))}
    </Stack>
  );
}
