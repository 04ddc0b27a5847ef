import { Group, Image, Text } from "@mantine/core";
import "@mantine/core/styles/Image.css";
import type { Wizard } from "./wizardValues";

/** The resource being ordered, above the wizard's steps: its thumbnail, name and reference. */
export function WizardResource({ resource }: { resource: Wizard["resource"] }) {
  return (
    <Group gap="md" wrap="nowrap" align="center">
      {resource.thumbUrl && <Image src={resource.thumbUrl} alt="" w={64} h={64} radius="sm" />}
      <div>
        <Text fw={600}>{resource.name}</Text>
        {resource.reference && (
          <Text size="sm" c="dimmed">
            {resource.reference}
          </Text>
        )}
      </div>
    </Group>
  );
}
