import { useId, useState } from "react";
import { FAKE_NEWS_STATUS_LABELS, type FakeNewsStatus } from "#server/api/fake-news/schema.ts";
import { useToast } from "../ui/toast.tsx";
import { saveJson } from "./api-client.ts";
import { GrupoChecagemSchema, type SugestaoGrupo } from "./api-schemas.ts";
import { SecondaryButton } from "./list-controls.tsx";
import { useAdminSession } from "./session.tsx";

/*
 * The published fact-checks the matching finds like a group of tips (decision 074), each
 * with how alike it is, and the one action that answers every open tip of the group
 * with it; each sender who left an e-mail is then told once.
 */

const MESSAGES = {
  title: "Checagens parecidas",
  score: (score: number) => `${Math.round(score * 100)}% parecida`,
  link: "Vincular o grupo a esta checagem",
  linking: "Vinculando...",
  linked: (count: number) =>
    count === 0
      ? "Nenhuma sugestão em aberto neste grupo."
      : count === 1
        ? "1 sugestão respondida com a checagem."
        : `${count} sugestões respondidas com a checagem.`,
  failed: (error: string) => `Erro ao vincular o grupo: ${error}`,
} as const;

const statusNome = (status: string) => FAKE_NEWS_STATUS_LABELS[status as FakeNewsStatus] ?? status;

export function SugestaoGrupoChecagens({
  grupo,
  onSaved,
}: {
  grupo: SugestaoGrupo;
  onSaved: () => Promise<void>;
}) {
  const { authFetch } = useAdminSession();
  const toast = useToast();
  const titleId = useId();
  const [linking, setLinking] = useState<number | null>(null);
  if (grupo.checagens.length === 0) return null;

  async function link(fakeNewsId: number) {
    setLinking(fakeNewsId);
    const result = await saveJson(
      authFetch,
      "POST",
      `/api/sugestoes/grupos/${encodeURIComponent(grupo.grupo)}/checagem`,
      { fake_news_id: fakeNewsId },
      GrupoChecagemSchema,
    );
    setLinking(null);
    if (!result.ok) {
      toast.show(MESSAGES.failed(result.error), { kind: "error" });
      return;
    }
    toast.show(MESSAGES.linked(result.data.respondidas));
    await onSaved();
  }

  return (
    <section className="admin-sugestoes__checagens" aria-labelledby={titleId}>
      <h3 id={titleId}>{MESSAGES.title}</h3>
      <ul className="admin-stack">
        {grupo.checagens.map((checagem) => (
          <li key={checagem.id} className="admin-sugestoes__checagem">
            <p>
              <strong>{MESSAGES.score(checagem.score)}</strong> · {statusNome(checagem.status)} ·{" "}
              <a href={checagem.url} target="_blank" rel="noopener">
                {checagem.titulo}
              </a>
            </p>
            {grupo.abertas > 0 ? (
              <SecondaryButton disabled={linking !== null} onClick={() => void link(checagem.id)}>
                {linking === checagem.id ? MESSAGES.linking : MESSAGES.link}
              </SecondaryButton>
            ) : null}
          </li>
        ))}
      </ul>
    </section>
  );
}
