import { Text } from "@mantine/core";
import { FormattedMessage } from "react-intl";
import { useShell } from "../../app/shell/ShellContext";
import { BackToLoginScreen } from "./BackToLoginScreen";

/** Who supervises the protection of the users' data in each market, named in the policy. */
const AUTHORITY = {
  ES: "Agencia Española de Protección de Datos (AEPD)",
  PT: "Comissão Nacional de Proteção de Dados (CNPD)",
} as const;

/** The privacy policy of the page's market, in the page's language (the footer's link; open to everyone). */
export function PrivacyPage() {
  const { market } = useShell();
  return (
    <BackToLoginScreen titleId="screen.privacy">
      <Text size="sm" style={{ whiteSpace: "pre-line" }}>
        <FormattedMessage id="privacy.text" values={{ authority: AUTHORITY[market] }} />
      </Text>
    </BackToLoginScreen>
  );
}
