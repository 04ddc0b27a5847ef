import { useState } from "react";
import { Button, FileButton, Group, Input, Stack, Text } from "@mantine/core";
import { useMutation } from "@apollo/client/react";
import { FormattedMessage, useIntl } from "react-intl";
import { SLIDER_IMAGE, sliderRules, type SliderValues } from "@portal/schema";
import { AdminSliderFormDocument, SaveSliderDocument } from "../../../gql/documents/admin/sliders/sliders";
import type { AdminSliderFieldsFragment, AdminSliderFormQuery } from "../../../gql/graphql";
import { DateField } from "../../calendar";
import { FormMessage } from "../../../ui/form/FormMessage";
import { KitForm } from "../../../ui/form/KitForm";
import { FormScreen, useEditedQuery } from "../../../ui/form/FormScreen";
import { SelectField } from "../../../ui/form/SelectField";
import { SwitchField } from "../../../ui/form/SwitchField";
import { TextField } from "../../../ui/form/TextField";
import { useKitField } from "../../../ui/form/useKitField";
import { useTranslateKey } from "../../../ui/useTranslateKey";
import { useEditorForm } from "../editor";
import { EditorActions } from "../EditorActions";
import { LeaveGuard } from "../../../ui/useLeaveGuard";
import { SLIDER_LIST_PATH, SliderUploadError, sliderFormPath, sliderTargets, uploadSliderImage, type StoredImage } from "./sliderView";
import { SaveFeedback } from "../../../ui/form/SaveFeedback";

type Section = AdminSliderFormQuery["adminSliderForm"]["sections"][number];

/** A slider's values in the form (packages/schema's SliderValues); a new slider's are empty (active, no link, open days). */
function valuesOf(s: AdminSliderFieldsFragment | null): SliderValues {
  return {
    name: s?.name ?? "",
    file: s?.file ?? "",
    url: s?.url ?? "",
    startDate: s?.startDate ?? "",
    endDate: s?.endDate ?? "",
    active: s?.active ?? true,
  };
}

/**
 * /admin/sliders/add and /admin/sliders/{id}: the slider form (spec 1 §5). The slider and the sections it may lead to
 * come in one request; the image goes to the BFF's upload route as soon as it is chosen, the form saving its path.
 */
export function SliderFormPage() {
  const query = useEditedQuery(AdminSliderFormDocument, (data) => data.adminSliderForm);
  return (
    <FormScreen
      titleIds={{ add: "screen.admin.sliders.add", edit: "screen.admin.sliders.edit" }}
      query={query}
      entity={(answer) => answer.slider}
      notFoundId="admin.sliders.not_found"
    >
      {(answer) => <SliderForm key={answer.slider?.id ?? "add"} slider={answer.slider ?? null} sections={answer.sections} />}
    </FormScreen>
  );
}

function SliderForm({ slider, sections }: { slider: AdminSliderFieldsFragment | null; sections: Section[] }) {
  const intl = useIntl();
  const [save] = useMutation(SaveSliderDocument);
  // Where the preview loads each stored image from: the slider's own, then those uploaded on this screen.
  const [images, setImages] = useState<Record<string, string>>(() => (slider ? { [slider.file]: slider.imageUrl } : {}));

  const { form, feedback, changed, leaveGuard } = useEditorForm({
    formPath: sliderFormPath,
    entity: slider,
    valuesOf,
    rules: () => sliderRules,
    send: async (values) => {
      const input = sliderRules.cast(values); // trimmed, as the BFF reads it
      const answer = await save({
        variables: {
          input: {
            id: slider?.id ?? null,
            name: input.name,
            file: input.file,
            url: input.url,
            startDate: input.startDate || null,
            endDate: input.endDate || null,
            active: input.active,
          },
        },
      });
      const saved = answer.data!.saveSlider;
      setImages((known) => ({ ...known, [saved.file]: saved.imageUrl }));
      return saved;
    },
  });

  const text = (id: string, values?: Record<string, string>) => intl.formatMessage({ id }, values);
  const targets = sliderTargets(sections, form.formik.values.url);
  const option = (section: Section) => ({
    value: section.path,
    label: `${section.active ? section.name : text("admin.sliders.url.inactive", { name: section.name })} · ${section.path}`,
  });
  const choices = [
    { group: text("screen.nacional"), items: targets.national.map(option) },
    { group: text("screen.local"), items: targets.local.map(option) },
  ].filter((group) => group.items.length > 0);

  return (
    <KitForm form={form}>
      <Stack gap="md">
        <SaveFeedback look="banner" shown={feedback.banner} messageId="admin.sliders.updated" />
        <FormMessage id={form.errorId} />
        <TextField name="name" label={text("admin.sliders.name")} description={text("admin.sliders.name.hint")} required maxLength={200} />
        <ImageField images={images} onUploaded={(image) => setImages((known) => ({ ...known, [image.path]: image.url }))} />
        <SelectField
          name="url"
          label={text("admin.sliders.url")}
          description={text("admin.sliders.url.hint")}
          placeholder={text("admin.sliders.url.none")}
          data={choices}
          searchable
          clearable
          nothingFoundMessage={text("admin.sliders.url.nothing_found")}
        />
        <Group grow align="flex-start">
          <DateField label={text("admin.sliders.start")} name="startDate" clearLabel={text("admin.date.start.clear")} />
          <DateField label={text("admin.sliders.end")} name="endDate" clearLabel={text("admin.date.end.clear")} />
        </Group>
        <SwitchField name="active" label={text("admin.status.active")} />
        <EditorActions listPath={SLIDER_LIST_PATH} changed={changed} saved={feedback.message} />
        <LeaveGuard {...leaveGuard} />
      </Stack>
    </KitForm>
  );
}

/**
 * The slider's image: a preview of the stored one, and a picker that uploads the chosen file at once (through the
 * BFF) and puts its stored path in the form. The size hint and the BFF's refusals show as the field's message.
 */
function ImageField({ images, onUploaded }: { images: Record<string, string>; onUploaded: (image: StoredImage) => void }) {
  const intl = useIntl();
  const translate = useTranslateKey();
  const field = useKitField<string>("file");
  const [uploading, setUploading] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const preview = field.value ? images[field.value] : undefined;

  const choose = (file: File | null) => {
    if (!file) return;
    setProblem(null);
    setUploading(true);
    uploadSliderImage(file)
      .then((image) => {
        onUploaded(image);
        field.setValue(image.path);
      })
      .catch((error: unknown) => setProblem(error instanceof SliderUploadError ? error.key : "error.generic"))
      .finally(() => setUploading(false));
  };

  const error = problem ? translate(problem) : field.error;
  return (
    <Input.Wrapper
      label={intl.formatMessage({ id: "admin.sliders.image" })}
      description={intl.formatMessage({ id: "admin.sliders.image.hint" })}
      error={error}
      required
      labelElement="div"
    >
      <Stack gap="xs" mt={4}>
        {preview ? (
          <img
            src={preview}
            alt={intl.formatMessage({ id: "admin.sliders.image.preview" })}
            width={SLIDER_IMAGE.width}
            height={SLIDER_IMAGE.height}
            style={{ display: "block", width: "100%", maxWidth: 500, height: "auto", aspectRatio: "2 / 1", objectFit: "cover", borderRadius: 4 }}
          />
        ) : (
          <Text size="sm" c="dimmed">
            <FormattedMessage id="admin.sliders.image.none" />
          </Text>
        )}
        <FileButton onChange={choose} accept={SLIDER_IMAGE.types.join(",")}>
          {(props) => (
            <Button {...props} variant="default" loading={uploading} aria-invalid={Boolean(error)} w="fit-content">
              <FormattedMessage id={preview ? "admin.sliders.image.change" : "admin.sliders.image.choose"} />
            </Button>
          )}
        </FileButton>
      </Stack>
    </Input.Wrapper>
  );
}
