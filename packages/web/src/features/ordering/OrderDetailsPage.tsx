import { useEffect, useRef, useState } from "react";
import { Alert, Badge, Button, CloseButton, FileButton, Group, Image, Paper, Stack, Text, Title } from "@mantine/core";
import "@mantine/core/styles/Image.css";
import { useMutation, useQuery } from "@apollo/client/react";
import { FormattedDate, FormattedMessage, useIntl } from "react-intl";
import { useNavigate, useParams } from "react-router-dom";
import { ORDER_METHOD, ORDERING_LIMITS, commentRules, hasOrderChat, isOrderEditable, orderImagesLeft, type Market } from "@portal/schema";
import { MarkOrderReadDocument, OrderDetailsDocument, PostOrderCommentDocument } from "../../gql/documents/ordering/orderDetails";
import type { OrderCommentFieldsFragment, OrderDetailFieldsFragment } from "../../gql/graphql";
import { useShell } from "../../app/shell/ShellContext";
import { FormMessage } from "../../ui/form/FormMessage";
import { KitForm } from "../../ui/form/KitForm";
import { SubmitButton } from "../../ui/form/SubmitButton";
import { TextareaField } from "../../ui/form/TextareaField";
import { useFormKit } from "../../ui/form/useFormKit";
import { UploadIcon } from "../../ui/icons";
import { useTranslateKey } from "../../ui/useTranslateKey";
import { newKey, updateCart } from "./cartStore";
import { ChangeItemModal } from "./ChangeItemModal";
import { cartCustomization, deliveryOf } from "./orderItem";
import { OrderLoad } from "./OrderLoad";
import { OrderView } from "./OrderView";
import { UploadError } from "../../ui/upload";
import { CART_PATH, uploadOrderFile, type UploadedFile } from "./orderingView";
import { usePageAnswer } from "../../app/apollo/bootLink";

/** How often an open order's details are asked again. */
const ORDER_POLL_MS = 60_000;

/** /order/details/{id}: the order, its history, "order again", and in PT its chat. Opening it marks it read. */
export function OrderDetailsPage() {
  const { id = "" } = useParams();
  const intl = useIntl();
  const { market } = useShell();
  // From the cache when it was seen before (back and forth send nothing), then asked again every minute while it is
  // open and visible, so that a status change or a message of the agency shows without a reload.
  usePageAnswer(OrderDetailsDocument, { id });
  const query = useQuery(OrderDetailsDocument, {
    variables: { id },
    pollInterval: ORDER_POLL_MS,
    skipPollAttempt: () => document.visibilityState === "hidden",
  });
  const [markRead] = useMutation(MarkOrderReadDocument, {
    update: (cache, { data: read }) => {
      if (!read) return;
      cache.modify({ id: cache.identify({ __typename: "Order", id: read.markOrderRead.id }), fields: { unread: () => false } });
      // The header's count of orders with news loses this one.
      cache.modify({ fields: { unreadOrderCount: (count: number) => Math.max(0, count - 1) } });
    },
  });
  const order = query.data?.order;
  const [changing, setChanging] = useState<OrderDetailFieldsFragment["items"][number] | null>(null);
  useEffect(() => {
    if (order?.unread) void markRead({ variables: { input: { orderId: order.id } } }).catch(() => undefined);
  }, [order?.id, order?.unread, markRead]);

  const body = (
    <OrderLoad query={query} order={order}>
      {(order) => (
        <Stack gap="lg">
          <OrderView
            order={order}
            itemAction={(item) =>
              isOrderEditable(order.status) && (
                <Group>
                  <Button
                    variant="light"
                    size="xs"
                    aria-label={intl.formatMessage({ id: "ordering.change.title" }, { name: item.resourceName })}
                    onClick={() => setChanging(item)}
                  >
                    <FormattedMessage id="ordering.change.open" values={{ name: item.resourceName }} />
                  </Button>
                </Group>
              )
            }
          />
          <ChangeItemModal item={changing} onClose={() => setChanging(null)} />
          <OrderAgain order={order} market={market} />
          {hasOrderChat(market) && <Chat order={order} />}
        </Stack>
      )}
    </OrderLoad>
  );
  return (
    <Stack gap="md" maw={960}>
      <Title order={1} size="h2">
        {order ? <FormattedMessage id="ordering.details.title" values={{ number: order.number }} /> : <FormattedMessage id="screen.order.details" />}
      </Title>
      {body}
    </Stack>
  );
}

/** "Order again": the order's items back in the cart, each a new item with the same choices (once: a double click adds them once). */
function OrderAgain({ order, market }: { order: OrderDetailFieldsFragment; market: Market }) {
  const navigate = useNavigate();
  const added = useRef(false);
  const again = () => {
    if (added.current) return;
    added.current = true;
    updateCart(market, (state) => ({
      ...state,
      items: [
        ...state.items,
        ...order.items.map((item) => ({
          key: newKey(),
          resourceName: item.resourceName,
          thumbUrl: item.thumbUrl ?? null,
          reference: item.reference ?? null,
          formatName: item.formatName ?? null,
          sizeName: item.sizeName ?? null,
          customFileName: item.customFile ? (item.customFile.split("/").pop() ?? "") : "",
          resourceId: item.resourceId,
          formatId: item.method === ORDER_METHOD.PRODUCTION ? null : (item.formatId ?? null),
          sizeKey: item.sizeKey,
          sizeText: item.sizeText,
          answers: (item.answers ?? {}) as Record<string, string>,
          customFile: item.customFile ?? "",
          customization: cartCustomization(item.customization),
          method: item.method,
          ...deliveryOf({ ...item, units: item.units ?? null }),
        })),
      ],
    }));
    void navigate(CART_PATH);
  };
  return (
    <Group>
      <Button variant="light" onClick={again}>
        <FormattedMessage id="ordering.details.again" />
      </Button>
    </Group>
  );
}

const ROLE_COLOR: Record<string, string> = { FRANCHISEE: "blue", CONSULTANT: "teal", MANAGER: "violet", AGENCY: "orange" };

/** The PT chat: messages with their author's badge ("me" for one's own) and images; up to 5 images per order in all. */
function Chat({ order }: { order: OrderDetailFieldsFragment }) {
  const intl = useIntl();
  // What the order still takes: 5 images per order, whatever the messages they came in (and 5 per message).
  const orderLeft = orderImagesLeft(order.comments.map((c) => c.imageUrls));
  const maxImages = Math.min(ORDERING_LIMITS.maxCommentImages, orderLeft);
  const translate = useTranslateKey();
  const [images, setImages] = useState<UploadedFile[]>([]);
  const [uploading, setUploading] = useState(false);
  const [uploadError, setUploadError] = useState<string | null>(null);
  const [post] = useMutation(PostOrderCommentDocument, {
    update: (cache, { data: posted }) => {
      if (!posted) return;
      cache.modify({
        id: cache.identify({ __typename: "Order", id: order.id }),
        fields: {
          comments: (existing, { toReference }) => [
            ...(Array.isArray(existing) ? existing : []),
            toReference(posted.postOrderComment as never, true),
          ],
        },
      });
    },
  });
  const form = useFormKit({
    initialValues: { message: "" },
    rules: () => commentRules,
    submit: async (values, { reset }) => {
      await post({ variables: { input: { orderId: order.id, message: values.message.trim(), images: images.map((i) => i.path) } } });
      reset();
      setImages([]);
    },
  });

  async function add(files: File[]) {
    setUploadError(null);
    const room = maxImages - images.length;
    if (files.length > room)
      setUploadError(orderLeft < ORDERING_LIMITS.maxCommentImages ? "ordering.chat.error.order_images" : "ordering.chat.error.too_many_images");
    setUploading(true);
    try {
      for (const file of files.slice(0, room)) {
        const stored = await uploadOrderFile("comment", file);
        setImages((current) => [...current, stored]);
      }
    } catch (error) {
      setUploadError(error instanceof UploadError ? error.key : "error.generic");
    } finally {
      setUploading(false);
    }
  }

  return (
    <Stack gap="sm" component="section" aria-labelledby="chat-title">
      <Title order={2} size="h4" id="chat-title">
        <FormattedMessage id="ordering.chat.title" />
      </Title>
      {order.comments.length === 0 && (
        <Text size="sm" c="dimmed">
          <FormattedMessage id="ordering.chat.empty" />
        </Text>
      )}
      <Stack gap="xs" component="ol" style={{ listStyle: "none", padding: 0, margin: 0 }}>
        {order.comments.map((comment) => (
          <CommentView key={comment.id} comment={comment} />
        ))}
      </Stack>
      <KitForm form={form}>
        <Stack gap="xs">
          <FormMessage id={form.errorId} />
          <TextareaField
            name="message"
            label={intl.formatMessage({ id: "ordering.chat.message" })}
            autosize
            minRows={2}
            maxLength={ORDERING_LIMITS.maxCommentLength}
          />
          {images.length > 0 && (
            <Group gap="xs">
              {images.map((image) => (
                <Group key={image.path} gap={4} wrap="nowrap">
                  <Image src={image.url} alt={image.name} w={48} h={48} radius="sm" />
                  <CloseButton
                    size="sm"
                    aria-label={intl.formatMessage({ id: "ordering.chat.remove_image" }, { name: image.name })}
                    onClick={() => setImages((current) => current.filter((i) => i.path !== image.path))}
                  />
                </Group>
              ))}
            </Group>
          )}
          {uploadError && (
            <Alert color="red" role="alert">
              {translate(uploadError)}
            </Alert>
          )}
          <Group justify="space-between">
            <FileButton
              onChange={(files) => void add(files)}
              accept="image/jpeg,image/png,image/gif,image/webp"
              multiple
              disabled={images.length >= maxImages}
            >
              {(props) => (
                <Button {...props} variant="default" leftSection={<UploadIcon />} loading={uploading}>
                  <FormattedMessage id="ordering.chat.add_images" values={{ count: images.length, max: maxImages }} />
                </Button>
              )}
            </FileButton>
            <SubmitButton disabled={uploading}>
              <FormattedMessage id="ordering.chat.send" />
            </SubmitButton>
          </Group>
        </Stack>
      </KitForm>
    </Stack>
  );
}

function CommentView({ comment }: { comment: OrderCommentFieldsFragment }) {
  return (
    <Paper component="li" withBorder p="sm" bg={comment.mine ? "var(--mantine-color-blue-light)" : undefined}>
      <Group gap="xs" mb={4}>
        <Text fw={600} size="sm">
          {comment.authorName}
        </Text>
        <Badge size="xs" color={ROLE_COLOR[comment.authorRole] ?? "gray"} variant="light">
          <FormattedMessage id={`ordering.chat.role.${comment.authorRole}`} />
        </Badge>
        {comment.mine && (
          <Badge size="xs" color="dark" variant="outline">
            <FormattedMessage id="ordering.chat.me" />
          </Badge>
        )}
        {comment.createdAt && (
          <Text size="xs" c="dimmed">
            <FormattedDate value={comment.createdAt} day="2-digit" month="2-digit" year="numeric" hour="2-digit" minute="2-digit" />
          </Text>
        )}
      </Group>
      <Text size="sm" style={{ whiteSpace: "pre-wrap" }}>
        {comment.message}
      </Text>
      {comment.imageUrls.length > 0 && (
        <Group gap="xs" mt="xs">
          {comment.imageUrls.map((url, i) => (
            <a key={url} href={url} target="_blank" rel="noopener">
              <Image src={url} alt={`${i + 1}`} w={80} h={80} radius="sm" fit="cover" />
            </a>
          ))}
        </Group>
      )}
    </Paper>
  );
}
