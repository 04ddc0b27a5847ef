import { Group, Switch } from "@mantine/core";
import { getIn, useFormikContext } from "formik";
import { toggleService } from "@portal/schema";
import { Icon } from "../../ui/icons";
import type { Screen } from "./values";
import classes from "./channels.module.css";

/** Stroke icons of the services (decorative: the switch's label names the service). */
const ICONS: Record<string, React.ReactNode> = {
  restaurant: <path d="M4 3v7a2 2 0 0 0 2 2h0a2 2 0 0 0 2-2V3M6 12v9M16 3c-1.7 0-3 2-3 5s1.3 4 3 4v9" />,
  delivery: (
    <>
      <circle cx="6" cy="17" r="2" />
      <circle cx="18" cy="17" r="2" />
      <path d="M8 17h8M4 17V7h9v10M13 10h4l3 4v3" />
    </>
  ),
  mcauto: (
    <>
      <path d="M3 13l2-5h14l2 5v5H3z" />
      <circle cx="7" cy="18" r="1.5" />
      <circle cx="17" cy="18" r="1.5" />
    </>
  ),
  mcexpress: <path d="M13 2 4 14h7l-1 8 9-12h-7z" />,
  takeaway: <path d="M6 7h12l-1 14H7zM9 7V5a3 3 0 0 1 6 0v2" />,
  birthday: <path d="M4 21h16M5 21v-7h14v7M12 14V9M12 6a1.5 1.5 0 0 0 0-3 1.5 1.5 0 0 0 0 3zM5 17h14" />,
  mop: <path d="M7 3h10v18H7zM10 18h4M10 7h4" />,
};
const fallback = <circle cx="12" cy="12" r="8" />;

/** The service switches of the form's list at `path` (`services`, `plans.0.services`): mop_ children bring their parent. */
export function ServiceToggles({ path, services, legend }: { path: string; services: Screen["services"]; legend: string }) {
  const { values, setFieldValue } = useFormikContext<Record<string, unknown>>();
  const active = (getIn(values, path) as string[] | undefined) ?? [];
  return (
    <fieldset className={classes.fieldset}>
      <legend className={classes.legend}>{legend}</legend>
      <div className={classes.services}>
        {services.map((service) => (
          <Switch
            key={service.slug}
            checked={active.includes(service.slug)}
            onChange={(event) => void setFieldValue(path, toggleService(active, service.slug, event.currentTarget.checked))}
            label={
              <Group gap={6} wrap="nowrap" component="span">
                <Icon>{ICONS[service.icon] ?? ICONS[service.slug] ?? fallback}</Icon>
                <span>{service.name}</span>
              </Group>
            }
            ml={service.parentSlug ? "md" : 0}
          />
        ))}
      </div>
    </fieldset>
  );
}
