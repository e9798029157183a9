import { EditorContent, useEditor, useEditorState, type Editor } from "@tiptap/react";
import StarterKit from "@tiptap/starter-kit";
import { Bold, Heading2, Heading3, Italic, Link as LinkIcon, List, ListOrdered } from "lucide-react";
import {
  useEffect,
  useId,
  useImperativeHandle,
  useRef,
  useState,
  type KeyboardEvent,
  type ReactNode,
  type Ref,
} from "react";
import { Button } from "../Button/Button.tsx";
import { Input } from "../Input/Input.tsx";
import { cn } from "../lib/cn.ts";

/** The texts of the editor's controls (ui has no i18n). */
export interface RichTextEditorLabels {
  /** Name of the toolbar, e.g. 'Opmaak'. */
  toolbar: string;
  bold: string;
  italic: string;
  heading2: string;
  heading3: string;
  bulletList: string;
  orderedList: string;
  link: string;
  /** Label of the link address field, e.g. 'Link-adres'. */
  linkUrl: string;
  linkApply: string;
  linkRemove: string;
  linkCancel: string;
  /** Shown when the address is not a web or mail address. */
  linkInvalid: string;
}

/** What a form may call on the editor (react-hook-form focuses the first invalid field). */
export interface RichTextEditorHandle {
  focus: () => void;
}

export interface RichTextEditorProps {
  ref?: Ref<RichTextEditorHandle>;
  /** HTML; "" for empty. Controlled when set. */
  value?: string;
  defaultValue?: string;
  /** Called with the HTML after each change; "" when the text is empty. */
  onChange?: (html: string) => void;
  onBlur?: () => void;
  /** The editable area's id (a Field's label points at it). */
  id?: string;
  name?: string;
  labels: RichTextEditorLabels;
  disabled?: boolean;
  invalid?: boolean;
  className?: string;
  "aria-labelledby"?: string;
  "aria-describedby"?: string;
  "aria-label"?: string;
  "aria-invalid"?: boolean | "true" | "false";
  "aria-required"?: boolean | "true" | "false";
}

/** The markup the editor produces: what a server sanitizing to p, br, strong, em, ul, ol, li, a, h2, h3 keeps. */
export const RICH_TEXT_EXTENSIONS = [
  StarterKit.configure({
    heading: { levels: [2, 3] },
    blockquote: false,
    code: false,
    codeBlock: false,
    horizontalRule: false,
    strike: false,
    underline: false,
    // No empty paragraph forced after a list or heading: the HTML stays what was typed.
    trailingNode: false,
    link: {
      openOnClick: false,
      autolink: true,
      defaultProtocol: "https",
      protocols: ["http", "https", "mailto"],
      HTMLAttributes: { rel: "noopener noreferrer nofollow", target: null },
    },
  }),
];

/** 'voorbeeld.nl' -> 'https://voorbeeld.nl'; undefined for anything that is not a web or mail address. */
export function normalizeLinkUrl(raw: string): string | undefined {
  const value = raw.trim();
  if (!value) return undefined;
  const withScheme = /^[a-z][a-z0-9+.-]*:/i.test(value) ? value : `https://${value}`;
  try {
    const url = new URL(withScheme);
    if (url.protocol === "mailto:") return url.pathname.includes("@") ? withScheme : undefined;
    if ((url.protocol === "http:" || url.protocol === "https:") && url.hostname.includes(".")) return withScheme;
  } catch {
    return undefined;
  }
  return undefined;
}

const htmlOf = (editor: Editor) => (editor.isEmpty ? "" : editor.getHTML());

const contentClasses = [
  "min-h-40 px-3 py-2.5 text-base leading-relaxed text-fg outline-none",
  "[&_p]:my-2 [&_h2]:mt-3 [&_h2]:mb-1 [&_h2]:text-xl [&_h2]:font-semibold [&_h3]:mt-2 [&_h3]:mb-1 [&_h3]:text-lg [&_h3]:font-semibold",
  "[&_ul]:list-disc [&_ul]:ps-6 [&_ol]:list-decimal [&_ol]:ps-6 [&_a]:text-link [&_a]:underline [&_a]:underline-offset-4",
].join(" ");

interface ToolButton {
  key: string;
  label: string;
  icon: ReactNode;
  active: boolean;
  run: () => void;
}

/**
 * A rich text editor (tiptap) with a toolbar for bold, italic, headings 2 and 3, bulleted and
 * numbered lists and links. The toolbar is one tab stop (arrow keys move between its buttons);
 * the text area is a labelled multi-line textbox. Emits HTML.
 */
export function RichTextEditor(props: RichTextEditorProps) {
  const {
    ref,
    value,
    defaultValue,
    onChange,
    onBlur,
    id: idProp,
    name,
    labels,
    disabled = false,
    invalid,
    className,
    ...aria
  } = props;
  const generated = useId();
  const id = idProp ?? `rich-text-${generated}`;
  const onChangeRef = useRef(onChange);
  const onBlurRef = useRef(onBlur);
  useEffect(() => {
    onChangeRef.current = onChange;
    onBlurRef.current = onBlur;
  });
  const [html, setHtml] = useState(value ?? defaultValue ?? "");
  /**
   * The HTML this editor reported since it last had focus. A `value` among them is our own echo
   * (possibly a stale one, rendered while more keys were typed), not a new text from outside;
   * replacing the content with it would drop those keys.
   */
  const echoes = useRef(new Set([value ?? defaultValue ?? ""]));
  const ariaInvalid = aria["aria-invalid"] ?? (invalid ? true : undefined);

  const attributes = (): Record<string, string> => {
    const a: Record<string, string> = {
      id,
      role: "textbox",
      "aria-multiline": "true",
      class: contentClasses,
      "data-slot": "rich-text-content",
    };
    if (aria["aria-labelledby"]) a["aria-labelledby"] = aria["aria-labelledby"];
    if (aria["aria-label"]) a["aria-label"] = aria["aria-label"];
    if (aria["aria-describedby"]) a["aria-describedby"] = aria["aria-describedby"];
    if (ariaInvalid) a["aria-invalid"] = "true";
    if (aria["aria-required"]) a["aria-required"] = "true";
    if (disabled) a["aria-disabled"] = "true";
    return a;
  };

  const editor = useEditor({
    extensions: RICH_TEXT_EXTENSIONS,
    content: value ?? defaultValue ?? "",
    editable: !disabled,
    editorProps: { attributes: attributes() },
    onUpdate: ({ editor: e }) => {
      const next = htmlOf(e);
      echoes.current.add(next);
      setHtml(next);
      onChangeRef.current?.(next);
    },
    onBlur: ({ editor: e, event }) => {
      echoes.current = new Set([htmlOf(e)]);
      // Leaving for the toolbar or the link field is not leaving the editor.
      const to = (event as FocusEvent).relatedTarget as Node | null;
      if (to && wrapper.current?.contains(to)) return;
      onBlurRef.current?.();
    },
  });

  // Keep the attributes (label, description, invalid) current.
  const attributeKey = JSON.stringify(attributes());
  useEffect(() => {
    editor.setOptions({ editorProps: { attributes: JSON.parse(attributeKey) as Record<string, string> } });
  }, [editor, attributeKey]);
  useEffect(() => editor.setEditable(!disabled), [editor, disabled]);
  // A new value from outside (a reset form) replaces the text.
  useEffect(() => {
    if (value !== undefined && !echoes.current.has(value)) {
      echoes.current = new Set([value]);
      editor.commands.setContent(value, { emitUpdate: false });
    }
  }, [editor, value]);
  useImperativeHandle(ref, () => ({ focus: () => editor.commands.focus() }), [editor]);

  const state = useEditorState({
    editor,
    selector: ({ editor: e }) => ({
      bold: e.isActive("bold"),
      italic: e.isActive("italic"),
      h2: e.isActive("heading", { level: 2 }),
      h3: e.isActive("heading", { level: 3 }),
      bullet: e.isActive("bulletList"),
      ordered: e.isActive("orderedList"),
      link: e.isActive("link"),
      href: (e.getAttributes("link").href as string | undefined) ?? "",
    }),
  });

  const wrapper = useRef<HTMLDivElement>(null);
  const [linkOpen, setLinkOpen] = useState(false);
  const [linkUrl, setLinkUrl] = useState("");
  const [linkError, setLinkError] = useState(false);
  const linkInput = useRef<HTMLInputElement>(null);
  useEffect(() => {
    if (linkOpen) linkInput.current?.focus();
  }, [linkOpen]);
  const closeLink = () => {
    setLinkOpen(false);
    setLinkError(false);
    editor.commands.focus();
  };
  const applyLink = () => {
    const href = normalizeLinkUrl(linkUrl);
    if (!href) {
      setLinkError(true);
      linkInput.current?.focus();
      return;
    }
    const chain = editor.chain().focus().extendMarkRange("link");
    if (editor.state.selection.empty && !state.link)
      chain.insertContent({ type: "text", text: href, marks: [{ type: "link", attrs: { href } }] }).run();
    else chain.setLink({ href }).run();
    setLinkOpen(false);
    setLinkError(false);
  };

  const tools: ToolButton[] = [
    {
      key: "bold",
      label: labels.bold,
      icon: <Bold />,
      active: state.bold,
      run: () => editor.chain().focus().toggleBold().run(),
    },
    {
      key: "italic",
      label: labels.italic,
      icon: <Italic />,
      active: state.italic,
      run: () => editor.chain().focus().toggleItalic().run(),
    },
    {
      key: "h2",
      label: labels.heading2,
      icon: <Heading2 />,
      active: state.h2,
      run: () => editor.chain().focus().toggleHeading({ level: 2 }).run(),
    },
    {
      key: "h3",
      label: labels.heading3,
      icon: <Heading3 />,
      active: state.h3,
      run: () => editor.chain().focus().toggleHeading({ level: 3 }).run(),
    },
    {
      key: "bullet",
      label: labels.bulletList,
      icon: <List />,
      active: state.bullet,
      run: () => editor.chain().focus().toggleBulletList().run(),
    },
    {
      key: "ordered",
      label: labels.orderedList,
      icon: <ListOrdered />,
      active: state.ordered,
      run: () => editor.chain().focus().toggleOrderedList().run(),
    },
    {
      key: "link",
      label: labels.link,
      icon: <LinkIcon />,
      active: state.link || linkOpen,
      run: () => {
        setLinkUrl(state.href);
        setLinkError(false);
        setLinkOpen((open) => !open);
      },
    },
  ];
  const [focusIndex, setFocusIndex] = useState(0);
  const buttons = useRef<(HTMLButtonElement | null)[]>([]);
  const onToolbarKey = (event: KeyboardEvent<HTMLDivElement>) => {
    const last = tools.length - 1;
    const next =
      event.key === "ArrowRight"
        ? focusIndex === last
          ? 0
          : focusIndex + 1
        : event.key === "ArrowLeft"
          ? focusIndex === 0
            ? last
            : focusIndex - 1
          : event.key === "Home"
            ? 0
            : event.key === "End"
              ? last
              : undefined;
    if (next === undefined) return;
    event.preventDefault();
    setFocusIndex(next);
    buttons.current[next]?.focus();
  };
  const linkErrorId = `${id}-link-error`;

  return (
    <div
      ref={wrapper}
      data-slot="rich-text-editor"
      data-invalid={ariaInvalid ? true : undefined}
      data-disabled={disabled || undefined}
      className={cn(
        "flex flex-col rounded-md border border-border-strong bg-surface text-fg",
        "has-[[data-slot=rich-text-content]:focus-visible]:outline-3 has-[[data-slot=rich-text-content]:focus-visible]:outline-offset-2 has-[[data-slot=rich-text-content]:focus-visible]:outline-focus",
        ariaInvalid && "border-2 border-danger",
        disabled && "cursor-not-allowed bg-surface-sunken opacity-70",
        className,
      )}
    >
      <div
        role="toolbar"
        aria-label={labels.toolbar}
        aria-controls={id}
        onKeyDown={onToolbarKey}
        className="flex flex-wrap gap-1 border-b border-border p-1"
      >
        {tools.map((tool, index) => (
          <button
            key={tool.key}
            ref={(el) => {
              buttons.current[index] = el;
            }}
            type="button"
            data-slot="rich-text-tool"
            data-tool={tool.key}
            aria-label={tool.label}
            title={tool.label}
            aria-pressed={tool.active}
            aria-expanded={tool.key === "link" ? linkOpen : undefined}
            tabIndex={index === focusIndex ? 0 : -1}
            disabled={disabled}
            onFocus={() => setFocusIndex(index)}
            // Keep the text selection while clicking a tool.
            onMouseDown={(e) => e.preventDefault()}
            onClick={tool.run}
            className={cn(
              "inline-flex size-11 items-center justify-center rounded-md text-fg transition-colors duration-150",
              "hover:bg-surface-raised focus-visible:outline-3 focus-visible:-outline-offset-2 focus-visible:outline-focus",
              "aria-pressed:bg-primary-100 aria-pressed:text-primary-950 dark:aria-pressed:bg-primary-800 dark:aria-pressed:text-primary-50",
              "forced-colors:aria-pressed:outline-2 disabled:cursor-not-allowed [&_svg]:size-5",
            )}
          >
            {tool.icon}
          </button>
        ))}
      </div>
      {linkOpen ? (
        <div data-slot="rich-text-link" className="flex flex-col gap-2 border-b border-border p-2">
          <label htmlFor={`${id}-link`} className="text-sm font-semibold">
            {labels.linkUrl}
          </label>
          <Input
            ref={linkInput}
            id={`${id}-link`}
            type="url"
            inputMode="url"
            value={linkUrl}
            aria-invalid={linkError || undefined}
            aria-describedby={linkError ? linkErrorId : undefined}
            onChange={(e) => setLinkUrl(e.target.value)}
            onKeyDown={(e) => {
              if (e.key === "Enter") {
                e.preventDefault();
                applyLink();
              } else if (e.key === "Escape") {
                e.preventDefault();
                closeLink();
              }
            }}
          />
          {linkError ? (
            <p id={linkErrorId} role="alert" className="text-sm font-medium text-danger-fg">
              {labels.linkInvalid}
            </p>
          ) : null}
          <div className="flex flex-wrap gap-2">
            <Button size="sm" onClick={applyLink}>
              {labels.linkApply}
            </Button>
            {state.link ? (
              <Button
                size="sm"
                variant="outline"
                onClick={() => {
                  editor.chain().focus().extendMarkRange("link").unsetLink().run();
                  setLinkOpen(false);
                }}
              >
                {labels.linkRemove}
              </Button>
            ) : null}
            <Button size="sm" variant="ghost" onClick={closeLink}>
              {labels.linkCancel}
            </Button>
          </div>
        </div>
      ) : null}
      <EditorContent editor={editor} />
      {name ? <input type="hidden" name={name} value={value ?? html} /> : null}
    </div>
  );
}

const LABEL_KEYS = [
  "toolbar",
  "bold",
  "italic",
  "heading2",
  "heading3",
  "bulletList",
  "orderedList",
  "link",
  "linkUrl",
  "linkApply",
  "linkRemove",
  "linkCancel",
  "linkInvalid",
] as const satisfies readonly (keyof RichTextEditorLabels)[];

/** Every label of the editor from one text lookup (a form passes `(key) => t(`editor.${key}`)`). */
export function richTextEditorLabels(text: (key: keyof RichTextEditorLabels) => string): RichTextEditorLabels {
  return Object.fromEntries(LABEL_KEYS.map((k) => [k, text(k)])) as unknown as RichTextEditorLabels;
}
