import type { ReactNode } from "react";
import type { z } from "zod";
import adminArticlesStylesHref from "../../styles/admin-articles.css?url";
import articleStylesHref from "../../styles/article.css?url";
import articlesStylesHref from "../../styles/articles.css?url";
import workflowStylesHref from "../../styles/admin-workflow.css?url";
import { adminStylesheets } from "./admin-meta.ts";
import { ListEditor, type ListEditorProps } from "./list-editor.tsx";
import { articleListControls, useAdminListPage } from "./list-controls.tsx";
import type { Messages } from "../../i18n/resources.ts";
import { PortugueseTexts } from "./portuguese-texts.tsx";
import { useAdminSession } from "./session.tsx";
import {
  useWorkflowFilters,
  withWorkflow,
  type WorkflowFamily,
  type WorkflowItem,
} from "./workflow-controls.tsx";

/*
 * An admin page of articles (news, fake news): the public list with its controls to create,
 * edit and delete items, filtered and moved through the publication workflow.
 */

export const articleListLinks = adminStylesheets(
  articlesStylesHref,
  articleStylesHref,
  adminArticlesStylesHref,
  workflowStylesHref,
);

type ArticleListMessages = {
  create: string;
  loadError: string;
  created: string;
  updated: string;
  delete: { confirm: string; deleted: string; failed: string };
};

type ArticleControls = ReturnType<typeof withWorkflow>;

export function ArticleListAdmin<T extends WorkflowItem>({
  family,
  schema,
  messages,
  texts,
  payloadOf,
  list,
  editor,
}: {
  family: WorkflowFamily;
  schema: z.ZodType<T[]>;
  messages: ArticleListMessages;
  /** The public list's texts, in Portuguese like the rest of the admin area. */
  texts: Partial<Messages>;
  /** An item's form payload, sent whole with another `estado`. */
  payloadOf: (item: T) => object;
  /** The public list, drawn with the admin controls. */
  list: (items: T[], controls: ArticleControls) => ReactNode;
  editor: (item: T | undefined, props: ListEditorProps<T>) => ReactNode;
}) {
  const filters = useWorkflowFilters();
  const { authFetch } = useAdminSession();
  const page = useAdminListPage(`/api/${family}`, schema, messages.delete, filters.query);
  const items = page.list.data ?? [];
  const controls = withWorkflow(articleListControls(page, messages), {
    family,
    items,
    filters,
    payloadOf,
    authFetch,
    reload: () => void page.list.reload(),
  });

  return (
    <PortugueseTexts texts={texts}>
      {list(items, controls)}
      <ListEditor page={page} messages={messages}>
        {editor}
      </ListEditor>
    </PortugueseTexts>
  );
}
