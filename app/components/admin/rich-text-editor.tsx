import Link from "@tiptap/extension-link";
import {
  EditorContent,
  useEditor,
  useEditorState,
  type ChainedCommands,
  type Editor,
} from "@tiptap/react";
import StarterKit from "@tiptap/starter-kit";
import { useEffect, useId, useMemo, useRef, useState } from "react";
import { promptText } from "./confirm.ts";
import { FieldError, fieldErrorId, type FieldErrors } from "./form-errors.tsx";

export const EDITOR_MESSAGES = {
  toolbar: (label: string) => `Formatação de ${label}`,
  linkPrompt:
    "Endereço do link (começando com http://, https://, mailto: ou tel:). Deixe vazio para remover o link.",
} as const;

/** The only link schemes the site keeps (specification "Sub-projects"; server sanitiser). */
const LINK_PROTOCOLS = new Set(["http:", "https:", "mailto:", "tel:"]);

/**
 * A link address as the site keeps it: http, https, mailto and tel pass; anything else
 * (javascript:, data:, relative paths) becomes a blank address. The URL parser sees the
 * scheme exactly as a browser would, so tricks like "java\nscript:" do not get through.
 */
export function safeLinkHref(href: string | null | undefined): string {
  const value = (href ?? "").trim();
  try {
    return LINK_PROTOCOLS.has(new URL(value).protocol) ? value : "";
  } catch {
    return "";
  }
}

/** What an editor types in the link prompt: "www.site.org" and "nome@site.org" work too. */
export function typedLinkHref(input: string): string {
  const value = input.trim();
  if (!/^[a-z][a-z0-9+.-]*:/i.test(value)) {
    if (/^[^\s@/]+@[^\s@/]+\.[^\s@/]+$/.test(value)) return safeLinkHref(`mailto:${value}`);
    if (/^[^\s/]+\.[^\s]+$/.test(value)) return safeLinkHref(`https://${value}`);
  }
  return safeLinkHref(value);
}

/**
 * Links keep their text whatever their address: a forbidden address is blanked, not
 * dropped, when content is loaded or pasted (the stock extension drops the whole link).
 */
const SafeLink = Link.extend({
  parseHTML() {
    return [{ tag: "a[href]" }];
  },
  addAttributes() {
    return {
      ...this.parent?.(),
      href: {
        default: null,
        parseHTML: (element: HTMLElement) => safeLinkHref(element.getAttribute("href")),
      },
    };
  },
}).configure({
  openOnClick: false,
  autolink: true,
  linkOnPaste: true,
  defaultProtocol: "https",
  isAllowedUri: (url) => url === "" || safeLinkHref(url) !== "",
  HTMLAttributes: { target: "_blank", rel: "noopener noreferrer", class: null },
});

// Only what the toolbar can produce, so pasted content is reduced to the same elements
// the server's sanitiser keeps. Undo and redo stay as keyboard shortcuts.
const EXTENSIONS = [
  StarterKit.configure({
    heading: { levels: [1, 2, 3] },
    link: false,
    blockquote: false,
    code: false,
    codeBlock: false,
    horizontalRule: false,
    dropcursor: false,
    gapcursor: false,
    // It keeps an empty paragraph after a final heading, which would be stored as <p></p>.
    trailingNode: false,
  }),
  SafeLink,
];

type ToolbarItem = {
  label: string;
  /** Short visual mark of the button; assistive technology reads the label instead. */
  glyph: string;
  run: (editor: Editor) => void;
  /** Toggle buttons report their state with aria-pressed; actions have none. */
  isActive?: (editor: Editor) => boolean;
};

function editLink(editor: Editor) {
  const current = (editor.getAttributes("link").href as string | undefined) ?? "";
  const input = promptText(EDITOR_MESSAGES.linkPrompt, current);
  if (input === undefined) return;
  if (input.trim() === "") {
    editor.chain().focus().extendMarkRange("link").unsetLink().run();
    return;
  }
  const href = typedLinkHref(input);
  if (editor.state.selection.empty && !editor.isActive("link")) {
    // No text chosen: the address itself becomes the link's text.
    editor
      .chain()
      .focus()
      .insertContent({
        type: "text",
        text: input.trim(),
        marks: [{ type: "link", attrs: { href } }],
      })
      .run();
    return;
  }
  editor.chain().focus().extendMarkRange("link").setLink({ href }).run();
}

/** A button that turns a mark or a list on and off, pressed while the selection has it. */
const toggle = (
  label: string,
  glyph: string,
  name: string,
  command: (chain: ChainedCommands) => ChainedCommands,
): ToolbarItem => ({
  label,
  glyph,
  run: (editor) => command(editor.chain().focus()).run(),
  isActive: (editor) => editor.isActive(name),
});

/** Exactly the specification's toolbar, in its order. */
export const TOOLBAR: readonly ToolbarItem[] = [
  ...([1, 2, 3] as const).map((level): ToolbarItem => ({
    label: `Título ${level}`,
    glyph: `H${level}`,
    run: (editor) => editor.chain().focus().toggleHeading({ level }).run(),
    isActive: (editor) => editor.isActive("heading", { level }),
  })),
  toggle("Negrito", "B", "bold", (chain) => chain.toggleBold()),
  toggle("Itálico", "I", "italic", (chain) => chain.toggleItalic()),
  toggle("Sublinhado", "U", "underline", (chain) => chain.toggleUnderline()),
  toggle("Tachado", "S", "strike", (chain) => chain.toggleStrike()),
  toggle("Lista numerada", "1.", "orderedList", (chain) => chain.toggleOrderedList()),
  toggle("Lista com marcadores", "•", "bulletList", (chain) => chain.toggleBulletList()),
  {
    label: "Link",
    // A word rather than an emoji: emoji fonts are missing on many machines.
    glyph: "Link",
    run: editLink,
    isActive: (editor) => editor.isActive("link"),
  },
  {
    label: "Remover formatação",
    glyph: "Tx",
    run: (editor) => editor.chain().focus().unsetAllMarks().clearNodes().run(),
  },
];

/** The editor's value: its HTML, or "" when it holds no text, so forms can require it. */
export function editorValue(editor: Editor): string {
  return editor.state.doc.textContent.trim() === "" ? "" : editor.getHTML();
}

type RichTextEditorProps = {
  id: string;
  /** Visible label, also the editing area's accessible name (e.g. "Resumo"). */
  label: string;
  /** HTML. */
  value: string;
  onChange: (html: string) => void;
  /** The field's key in error details, for focusFirstInvalid. */
  name?: string;
  required?: boolean;
  invalid?: boolean;
  /** Id of the field's error message. */
  describedBy?: string;
};

/** A rich-text field of a form, with its error message after it. */
export function RichTextField({
  formId,
  name,
  label,
  required,
  value,
  onChange,
  errors,
}: {
  formId: string;
  /** The field's key in the values and in error details. */
  name: string;
  label: string;
  required?: boolean;
  value: string;
  onChange: (html: string) => void;
  errors: FieldErrors;
}) {
  const error = errors[name];
  return (
    <>
      <RichTextEditor
        id={`${formId}-${name}`}
        name={name}
        label={label}
        required={required}
        value={value}
        onChange={onChange}
        invalid={!!error}
        describedBy={error ? fieldErrorId(formId, name) : undefined}
      />
      <FieldError id={fieldErrorId(formId, name)} message={error} />
    </>
  );
}

/**
 * The admin rich-text editor (Tiptap) with the specification's toolbar: headers 1–3, bold,
 * italic, underline, strike, ordered and bullet lists, link, clean. Only admin modules
 * import it, so public pages never download it.
 */
export function RichTextEditor({
  id,
  label,
  value,
  onChange,
  name,
  required = false,
  invalid = false,
  describedBy,
}: RichTextEditorProps) {
  const labelId = useId();
  const [initialContent] = useState(value);
  const lastEmitted = useRef(value);
  const onChangeRef = useRef(onChange);
  useEffect(() => {
    onChangeRef.current = onChange;
  }, [onChange]);

  const editorProps = useMemo(
    () => ({
      attributes: {
        id,
        role: "textbox",
        "aria-multiline": "true",
        "aria-labelledby": labelId,
        ...(name ? { "data-field": name } : {}),
        ...(required ? { "aria-required": "true" } : {}),
        ...(invalid ? { "aria-invalid": "true" } : {}),
        ...(describedBy ? { "aria-describedby": describedBy } : {}),
        class: "rich-text__area",
      },
    }),
    [id, labelId, name, required, invalid, describedBy],
  );

  const editor = useEditor({
    extensions: EXTENSIONS,
    content: initialContent,
    // Admin content renders only in the browser; creating the editor after mount keeps
    // any server render and the first browser render identical.
    immediatelyRender: false,
    editorProps,
    onUpdate: ({ editor: current }) => {
      const html = editorValue(current);
      if (html === lastEmitted.current) return;
      lastEmitted.current = html;
      onChangeRef.current(html);
    },
  });

  // A value set from outside (a form reset, another item to edit) replaces the content.
  useEffect(() => {
    if (!editor || value === lastEmitted.current) return;
    lastEmitted.current = value;
    editor.commands.setContent(value, { emitUpdate: false });
  }, [editor, value]);

  const active = useEditorState({
    editor,
    selector: ({ editor: current }) =>
      TOOLBAR.map((item) => (current && item.isActive ? item.isActive(current) : false)),
  });

  return (
    <div className="rich-text">
      <div id={labelId} className="admin-field__label">
        {label}
        {required ? <span aria-hidden="true">*</span> : null}
      </div>
      <Toolbar label={label} controls={id} editor={editor} active={active ?? []} />
      <EditorContent editor={editor} className="rich-text__frame" />
    </div>
  );
}

function Toolbar({
  label,
  controls,
  editor,
  active,
}: {
  label: string;
  controls: string;
  editor: Editor | null;
  active: boolean[];
}) {
  // One tab stop for the whole toolbar; arrow keys move between its buttons.
  const [current, setCurrent] = useState(0);
  const buttons = useRef<(HTMLButtonElement | null)[]>([]);
  const move = (index: number) => {
    const next = (index + TOOLBAR.length) % TOOLBAR.length;
    setCurrent(next);
    buttons.current[next]?.focus();
  };
  return (
    <div
      role="toolbar"
      aria-label={EDITOR_MESSAGES.toolbar(label)}
      aria-controls={controls}
      className="rich-text__toolbar"
      onKeyDown={(event) => {
        const keys: Record<string, number> = {
          ArrowRight: current + 1,
          ArrowLeft: current - 1,
          Home: 0,
          End: TOOLBAR.length - 1,
        };
        const target = keys[event.key];
        if (target === undefined) return;
        event.preventDefault();
        move(target);
      }}
    >
      {TOOLBAR.map((item, index) => (
        <button
          key={item.label}
          ref={(element) => {
            buttons.current[index] = element;
          }}
          type="button"
          className="rich-text__button"
          title={item.label}
          aria-pressed={item.isActive ? (active[index] ?? false) : undefined}
          tabIndex={index === current ? 0 : -1}
          disabled={!editor}
          onFocus={() => setCurrent(index)}
          onClick={() => {
            if (editor) item.run(editor);
          }}
        >
          {/* Named by hidden text, not aria-label: the glyph is a symbol rather than a
              label, and an aria-label must contain the visible text (WCAG 2.5.3). */}
          <span aria-hidden="true">{item.glyph}</span>
          <span className="visually-hidden">{item.label}</span>
        </button>
      ))}
    </div>
  );
}
