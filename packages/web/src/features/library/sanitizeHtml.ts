import DOMPurify from "dompurify";

/** Tags the catalogue's rich-text editor produces; anything else is dropped (its text kept). */
const ALLOWED_TAGS = [
  "p",
  "br",
  "strong",
  "b",
  "em",
  "i",
  "u",
  "s",
  "ul",
  "ol",
  "li",
  "a",
  "h2",
  "h3",
  "h4",
  "h5",
  "h6",
  "blockquote",
  "span",
  "div",
  "table",
  "thead",
  "tbody",
  "tr",
  "th",
  "td",
  "hr",
  "img",
];
const ALLOWED_ATTR = ["href", "title", "alt", "src", "colspan", "rowspan"];

let hooked = false;

/**
 * Sanitises the description HTML of a resource (it comes from the catalogue's editor): an allow-list
 * of tags and attributes, http(s)/mailto/relative links only, links opened in a new tab without opener.
 */
export function sanitizeHtml(html: string): string {
  if (!hooked) {
    DOMPurify.addHook("afterSanitizeAttributes", (node) => {
      if (node.tagName === "A" && node.hasAttribute("href")) {
        node.setAttribute("target", "_blank");
        node.setAttribute("rel", "noopener noreferrer");
      }
    });
    hooked = true;
  }
  return DOMPurify.sanitize(html, {
    ALLOWED_TAGS,
    ALLOWED_ATTR: [...ALLOWED_ATTR, "target", "rel"],
    ALLOWED_URI_REGEXP: /^(?:https?:|mailto:|\/(?!\/)|#)/i,
  });
}
