import { useTranslation } from "react-i18next";
import type { Route } from "./+types/home.ts";
import { pageMeta } from "../components/layout/page-meta.ts";
import { SITE_NAME } from "../site.ts";

export const meta: Route.MetaFunction = (args) =>
  pageMeta(args, (t) => ({ description: t("mission.summary") }));

export default function Home() {
  const { t } = useTranslation();
  return (
    <div className="home container">
      <h1 lang="pt-BR">{SITE_NAME}</h1>
      <p>{t("mission.summary")}</p>
    </div>
  );
}
