import { useState } from "react";
import { ActionIcon, Badge, Checkbox, Group, Input, Stack, Text, TextInput } from "@mantine/core";
import "@mantine/core/styles/Checkbox.css";
import { FormattedMessage, useIntl } from "react-intl";
import { PICKER_SIZES } from "@portal/schema";
import type { AdminResourceFormQuery } from "../../../gql/graphql";
import { Icon } from "../../../ui/icons";
import { usePickerPage } from "../../../ui/list/usePickerPage";

export type SectionChoice = AdminResourceFormQuery["adminResourceForm"]["sections"][number];

const UpIcon = () => (
  <Icon>
    <path d="M12 19V5M6 11l6-6 6 6" />
  </Icon>
);

const fold = (text: string) =>
  text
    .normalize("NFD")
    .replace(/\p{Diacritic}/gu, "")
    .toLowerCase();

interface Props {
  /** The sections of the resource's category (its area), in tree order. */
  sections: readonly SectionChoice[];
  value: readonly string[];
  onChange: (ids: string[]) => void;
  onBlur: () => void;
  error?: string;
  disabled?: boolean;
}

/**
 * The resource's sections (spec 1 §5: at least one): the area's tree with a checkbox per section, filtered by name or
 * path, 10 rows a page (spec 1 §9, the category pickers); the chosen ones listed in order, the first being the main category (another one can be moved first).
 */
export function SectionPicker({ sections, value, onChange, onBlur, error, disabled }: Props) {
  const intl = useIntl();
  const [filter, setFilter] = useState("");
  const byId = new Map(sections.map((s) => [s.id, s]));
  const words = fold(filter).split(/\s+/).filter(Boolean);
  const shown = words.length ? sections.filter((s) => words.every((w) => fold(`${s.name} ${s.path}`).includes(w))) : sections;
  const { rows, pager, reset } = usePickerPage(shown, PICKER_SIZES.categories);
  const chosen = value.map((id) => byId.get(id)).filter((s): s is SectionChoice => Boolean(s));

  const toggle = (id: string, on: boolean) => onChange(on ? [...value, id] : value.filter((v) => v !== id));
  const makeMain = (id: string) => onChange([id, ...value.filter((v) => v !== id)]);

  return (
    <Input.Wrapper
      label={intl.formatMessage({ id: "admin.resources.sections" })}
      description={intl.formatMessage({ id: "admin.resources.sections.hint" })}
      error={error}
      required
      labelElement="div"
      id="resource-sections"
    >
      <Stack gap="xs" mt={4} onBlur={onBlur}>
        {sections.length === 0 ? (
          <Text size="sm" c="dimmed">
            <FormattedMessage id="admin.resources.sections.choose_category" />
          </Text>
        ) : (
          <>
            <TextInput
              type="search"
              size="xs"
              label={intl.formatMessage({ id: "admin.resources.sections.filter" })}
              value={filter}
              onChange={(event) => {
                setFilter(event.currentTarget.value);
                reset();
              }}
              disabled={disabled}
            />
            <Stack gap={6} role="group" aria-label={intl.formatMessage({ id: "admin.resources.sections" })}>
              {rows.map((section) => (
                <Checkbox
                  key={section.id}
                  style={{ paddingLeft: section.level * 20 }}
                  label={section.active ? section.name : intl.formatMessage({ id: "admin.resources.sections.inactive" }, { name: section.name })}
                  description={section.path}
                  checked={value.includes(section.id)}
                  onChange={(event) => toggle(section.id, event.currentTarget.checked)}
                  disabled={disabled}
                />
              ))}
              {shown.length === 0 && (
                <Text size="sm" c="dimmed">
                  <FormattedMessage id="admin.resources.sections.nothing_found" />
                </Text>
              )}
            </Stack>
            {pager}
          </>
        )}
        {chosen.length > 0 && (
          <Group gap={6} aria-label={intl.formatMessage({ id: "admin.resources.sections.chosen" })} role="list">
            {chosen.map((section, index) => (
              <Badge
                key={section.id}
                role="listitem"
                variant={index === 0 ? "filled" : "light"}
                rightSection={
                  index > 0 ? (
                    <ActionIcon
                      size="xs"
                      variant="transparent"
                      onClick={() => makeMain(section.id)}
                      aria-label={intl.formatMessage({ id: "admin.resources.sections.make_main" }, { name: section.name })}
                    >
                      <UpIcon />
                    </ActionIcon>
                  ) : undefined
                }
              >
                {index === 0 ? intl.formatMessage({ id: "admin.resources.sections.main" }, { name: section.name }) : section.name}
              </Badge>
            ))}
          </Group>
        )}
      </Stack>
    </Input.Wrapper>
  );
}
