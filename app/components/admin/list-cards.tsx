import type { ReactNode } from "react";
import type { z } from "zod";
import type { Messages } from "../../i18n/resources.ts";
import { ListEditor, type ListEditorProps } from "./list-editor.tsx";
import { CardListSection, ItemActions, useAdminListPage } from "./list-controls.tsx";
import { PortugueseTexts } from "./portuguese-texts.tsx";

/**
 * A public page of cards (team, sub-projects) with its editor: the public heading and
 * texts of `area` (`equipe.title`, `equipe.intro`, `equipe.empty`), the page's create
 * button, the cards with each one's Editar and Excluir, and the open editor.
 */
export function CardListAdmin<T extends { id: number }>({
  url,
  schema,
  area,
  texts,
  messages,
  bar,
  cards,
  editor,
}: {
  url: string;
  schema: z.ZodType<T[]>;
  area: "equipe" | "subprojetos";
  /** The public page's texts, in Portuguese like the rest of the admin area. */
  texts: Partial<Messages>;
  messages: {
    create: string;
    loadFailed: string;
    created: string;
    updated: string;
    delete: { confirm: string; deleted: string; failed: string };
  };
  /** Above the heading, e.g. the way back to the panel. */
  bar?: ReactNode;
  /** The cards; `actions` gives a card's Editar and Excluir, named after it. */
  cards: (items: T[], actions: (card: { id: number; nome: string }) => ReactNode) => ReactNode;
  editor: (item: T | undefined, props: ListEditorProps<T>) => ReactNode;
}) {
  const page = useAdminListPage(url, schema, messages.delete);
  const text = (key: "title" | "intro" | "empty") => texts[`${area}.${key}`] ?? "";

  return (
    <PortugueseTexts texts={texts}>
      <div className="page container admin-listing">
        {bar}
        <CardListSection
          page={page}
          title={text("title")}
          intro={text("intro")}
          createLabel={messages.create}
          loadFailed={messages.loadFailed}
          empty={text("empty")}
          emptyClassName={`${area}__empty`}
        >
          {(items) =>
            cards(items, (card) => <ItemActions page={page} id={card.id} name={card.nome} />)
          }
        </CardListSection>
        <ListEditor page={page} messages={messages}>
          {editor}
        </ListEditor>
      </div>
    </PortugueseTexts>
  );
}
