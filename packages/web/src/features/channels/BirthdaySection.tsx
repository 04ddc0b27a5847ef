import { SimpleGrid } from "@mantine/core";
import "@mantine/core/styles/SimpleGrid.css";
import "@mantine/core/styles/Switch.css";
import { useFormikContext } from "formik";
import { useIntl } from "react-intl";
import { SwitchField } from "../../ui/form/SwitchField";
import { TextField } from "../../ui/form/TextField";
import { type ChannelsValues } from "./values";
import { ChannelsSection } from "./ChannelsSection";

/** Birthday bookings, when the birthday service is active: book online reveals its payment and contact data. */
export function BirthdaySection() {
  const intl = useIntl();
  const { values } = useFormikContext<ChannelsValues>();
  if (!values.services.includes("birthday")) return null;
  return (
    <ChannelsSection anchor="birthday" titleId="channels.birthday" gap="sm">
      <SwitchField name="birthday.bookOnline" label={intl.formatMessage({ id: "channels.birthday.bookOnline" })} />
      {values.birthday.bookOnline && (
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <TextField name="birthday.bankAccount" label={intl.formatMessage({ id: "channels.birthday.bankAccount" })} maxLength={60} />
          <TextField name="birthday.bizum" label={intl.formatMessage({ id: "channels.birthday.bizum" })} maxLength={40} />
          <TextField
            name="birthday.contactPhone"
            type="tel"
            label={intl.formatMessage({ id: "channels.birthday.contactPhone" })}
            required
            maxLength={40}
          />
          <TextField
            name="birthday.contactMail"
            type="email"
            label={intl.formatMessage({ id: "channels.birthday.contactMail" })}
            required
            maxLength={200}
          />
        </SimpleGrid>
      )}
      <SimpleGrid cols={{ base: 1, sm: 3 }}>
        <TextField name="birthday.name" label={intl.formatMessage({ id: "channels.birthday.name" })} maxLength={200} />
        <TextField name="birthday.taxId" label={intl.formatMessage({ id: "channels.birthday.cif" })} maxLength={40} />
        <TextField name="birthday.fiscalAddress" label={intl.formatMessage({ id: "channels.birthday.fiscalAddress" })} maxLength={300} />
      </SimpleGrid>
    </ChannelsSection>
  );
}
