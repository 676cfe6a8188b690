import { useTranslation } from "../i18n/use-translation.ts";
import type { Route } from "./+types/repositorio.ts";
import { pageMeta } from "../components/layout/page-meta.ts";

export const meta: Route.MetaFunction = (args) =>
  pageMeta(args, (t) => ({
    title: t("nav.repositorio"),
    description: t("repositorio.description"),
  }));

export default function Repositorio() {
  const { t } = useTranslation();
  return (
    <div className="page container">
      <h1>{t("repositorio.placeholder")}</h1>
    </div>
  );
}
