import { Button, Center, Loader, Stack } from "@mantine/core";

/**
 * Shown before any catalog is loaded, so it carries no words: a spinner, or a reload symbol
 * when even the catalog could not be fetched.
 */
export function FullPageLoader({ failed = false }: { failed?: boolean }) {
  return (
    <Center h="100vh" aria-busy={!failed}>
      {failed ? (
        <Stack align="center">
          <Button variant="light" size="lg" onClick={() => window.location.reload()} aria-label="⟳">
            ⟳
          </Button>
        </Stack>
      ) : (
        <Loader />
      )}
    </Center>
  );
}
