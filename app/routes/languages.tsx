import { useTranslation } from "../i18n/use-translation.ts";
import { data, redirect } from "react-router";
import type { Route } from "./+types/languages.ts";
import { LanguageSwitcher } from "../components/i18n/language-switcher.tsx";
import { TitledPage } from "../components/layout/list-page.tsx";
import { pageMeta } from "../components/layout/page-meta.ts";
import { returnPathAfterChoice, serializeLanguageCookie } from "../i18n/detection.ts";
import { isLanguage } from "../i18n/languages.ts";

export const meta: Route.MetaFunction = (args) =>
  pageMeta(args, (t) => ({
    title: t("languages.title"),
    description: t("languages.description"),
  }));

/** Stores the chosen language in the cookie and goes back to the page it was chosen on. */
export async function action({ request }: Route.ActionArgs) {
  const form = await request.formData();
  const language = form.get("lng");
  // CASE: a language the site does not offer (only a hand-made request sends one).
  if (!isLanguage(language)) throw data(null, { status: 400 });
  const secure = new URL(request.url).protocol === "https:";
  return redirect(returnPathAfterChoice(form.get("redirectTo"), "/languages"), {
    status: 303,
    headers: { "Set-Cookie": serializeLanguageCookie(language, { secure }) },
  });
}

export default function Languages() {
  const { t } = useTranslation();
  return (
    <TitledPage title={t("languages.title")} intro={t("languages.intro")}>
      <LanguageSwitcher />
    </TitledPage>
  );
}
