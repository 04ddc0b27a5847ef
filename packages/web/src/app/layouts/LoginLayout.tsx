import { Box, Card, Center, Group, Stack } from "@mantine/core";
import { Outlet } from "react-router-dom";
import { Logo } from "../../ui/Logo";
import { FRAME } from "./frame";
import { Footer } from "./parts/Footer";
import { LanguageSwitch } from "./parts/LanguageSwitch";

/** Layout of login, remember and change password: a centred card with the language switch (ES). */
export function LoginLayout() {
  return (
    <Stack mih="100vh" gap={0} bg="gray.0">
      <Center flex={1} p="md" component="main">
        <Card withBorder shadow="sm" radius="md" p="xl" w="100%" maw={FRAME.loginCardMaxWidth}>
          <Stack gap="lg">
            <Group justify="space-between">
              <Logo to="/login" />
              <LanguageSwitch />
            </Group>
            <Outlet />
          </Stack>
        </Card>
      </Center>
      <Box mih={{ base: FRAME.phoneFooterHeight, sm: FRAME.footerHeight }} display="flex" component="footer">
        <Footer />
      </Box>
    </Stack>
  );
}
