import type { Translations } from "../languages.ts";

// Cargo names ("Professor", "Mestrando"…) are content and stay in Portuguese; {{cargo}}
// and {{nome}} are filled in with them.
const pt = {
  // Heading of the team page.
  "equipe.title": "Nossa Equipe",
  // Description of the team page for search engines and link previews.
  "equipe.description":
    "Conheça os professores, pesquisadores, estudantes e colaboradores do observatório.",
  "equipe.intro":
    "Conheça as pessoas que fazem o observatório: professores, pesquisadores, estudantes e colaboradores que estudam e combatem a desinformação no Norte do Brasil.",
  "equipe.empty": "Nenhum membro da equipe encontrado.",
  // Shown in the photo's place when a member has no photo or it cannot be loaded.
  "equipe.card.noPhoto": "Foto não disponível",
  // Read aloud for a member's name, which links to the page of everyone with the same cargo.
  "equipe.card.groupLink": "{{nome}}, ver membros do grupo {{cargo}}",
  // Link to the member's CV on Lattes, Brazil's national platform of researchers' CVs.
  "equipe.card.lattes": "Currículo Lattes",
  // Read aloud for the Lattes link so that each card's link has its own name.
  "equipe.card.lattesOf": "Currículo Lattes de {{nome}}",
  // Description of the page of one cargo's members, for search engines and link previews.
  "equipe.group.description": "Membros da equipe do observatório no grupo {{cargo}}.",
  "equipe.group.empty": "Nenhum membro neste grupo.",
  // Link from a cargo's page back to the whole team.
  "equipe.group.back": "Voltar para a equipe",
} as const;

export const equipe: Translations<typeof pt> = {
  pt,
  en: {
    "equipe.title": "Our Team",
    "equipe.description":
      "Meet the observatory’s professors, researchers, students and collaborators.",
    "equipe.intro":
      "Meet the people behind the observatory: professors, researchers, students and collaborators who study and fight disinformation in northern Brazil.",
    "equipe.empty": "No team members found.",
    "equipe.card.noPhoto": "Photo not available",
    "equipe.card.groupLink": "{{nome}}, see the members of the {{cargo}} group",
    "equipe.card.lattes": "Lattes CV",
    "equipe.card.lattesOf": "Lattes CV of {{nome}}",
    "equipe.group.description": "Members of the observatory team in the {{cargo}} group.",
    "equipe.group.empty": "No members in this group.",
    "equipe.group.back": "Back to the team",
  },
  es: {
    "equipe.title": "Nuestro Equipo",
    "equipe.description":
      "Conozca a los profesores, investigadores, estudiantes y colaboradores del observatorio.",
    "equipe.intro":
      "Conozca a las personas que hacen el observatorio: profesores, investigadores, estudiantes y colaboradores que estudian y combaten la desinformación en el Norte de Brasil.",
    "equipe.empty": "No se encontró ningún miembro del equipo.",
    "equipe.card.noPhoto": "Foto no disponible",
    "equipe.card.groupLink": "{{nome}}, ver los miembros del grupo {{cargo}}",
    "equipe.card.lattes": "Currículum Lattes",
    "equipe.card.lattesOf": "Currículum Lattes de {{nome}}",
    "equipe.group.description": "Miembros del equipo del observatorio en el grupo {{cargo}}.",
    "equipe.group.empty": "No hay miembros en este grupo.",
    "equipe.group.back": "Volver al equipo",
  },
  fr: {
    "equipe.title": "Notre équipe",
    "equipe.description":
      "Découvrez les professeurs, chercheurs, étudiants et collaborateurs de l’observatoire.",
    "equipe.intro":
      "Découvrez les personnes qui font l’observatoire : professeurs, chercheurs, étudiants et collaborateurs qui étudient et combattent la désinformation dans le Nord du Brésil.",
    "equipe.empty": "Aucun membre de l’équipe trouvé.",
    "equipe.card.noPhoto": "Photo non disponible",
    "equipe.card.groupLink": "{{nome}}, voir les membres du groupe {{cargo}}",
    "equipe.card.lattes": "CV Lattes",
    "equipe.card.lattesOf": "CV Lattes de {{nome}}",
    "equipe.group.description": "Membres de l’équipe de l’observatoire du groupe {{cargo}}.",
    "equipe.group.empty": "Aucun membre dans ce groupe.",
    "equipe.group.back": "Retour à l’équipe",
  },
  de: {
    "equipe.title": "Unser Team",
    "equipe.description":
      "Lernen Sie die Professorinnen und Professoren, Forschenden, Studierenden und Mitwirkenden der Beobachtungsstelle kennen.",
    "equipe.intro":
      "Lernen Sie die Menschen hinter der Beobachtungsstelle kennen: Lehrende, Forschende, Studierende und Mitwirkende, die Desinformation im Norden Brasiliens erforschen und bekämpfen.",
    "equipe.empty": "Keine Teammitglieder gefunden.",
    "equipe.card.noPhoto": "Foto nicht verfügbar",
    "equipe.card.groupLink": "{{nome}}, Mitglieder der Gruppe {{cargo}} ansehen",
    "equipe.card.lattes": "Lattes-Lebenslauf",
    "equipe.card.lattesOf": "Lattes-Lebenslauf von {{nome}}",
    "equipe.group.description":
      "Mitglieder des Teams der Beobachtungsstelle in der Gruppe {{cargo}}.",
    "equipe.group.empty": "Keine Mitglieder in dieser Gruppe.",
    "equipe.group.back": "Zurück zum Team",
  },
  it: {
    "equipe.title": "Il nostro team",
    "equipe.description":
      "Conosci i professori, i ricercatori, gli studenti e i collaboratori dell’osservatorio.",
    "equipe.intro":
      "Conosci le persone che fanno l’osservatorio: professori, ricercatori, studenti e collaboratori che studiano e combattono la disinformazione nel Nord del Brasile.",
    "equipe.empty": "Nessun membro del team trovato.",
    "equipe.card.noPhoto": "Foto non disponibile",
    "equipe.card.groupLink": "{{nome}}, vedi i membri del gruppo {{cargo}}",
    "equipe.card.lattes": "Curriculum Lattes",
    "equipe.card.lattesOf": "Curriculum Lattes di {{nome}}",
    "equipe.group.description": "Membri del team dell’osservatorio nel gruppo {{cargo}}.",
    "equipe.group.empty": "Nessun membro in questo gruppo.",
    "equipe.group.back": "Torna al team",
  },
  ru: {
    "equipe.title": "Наша команда",
    "equipe.description":
      "Познакомьтесь с преподавателями, исследователями, студентами и партнёрами обсерватории.",
    "equipe.intro":
      "Познакомьтесь с людьми, которые создают обсерваторию: преподавателями, исследователями, студентами и партнёрами, изучающими дезинформацию на севере Бразилии и борющимися с ней.",
    "equipe.empty": "Участники команды не найдены.",
    "equipe.card.noPhoto": "Фото недоступно",
    "equipe.card.groupLink": "{{nome}}, участники группы «{{cargo}}»",
    "equipe.card.lattes": "Резюме Lattes",
    "equipe.card.lattesOf": "Резюме Lattes: {{nome}}",
    "equipe.group.description": "Участники команды обсерватории в группе «{{cargo}}».",
    "equipe.group.empty": "В этой группе нет участников.",
    "equipe.group.back": "Вернуться к команде",
  },
  ar: {
    "equipe.title": "فريقنا",
    "equipe.description": "تعرّف على أساتذة المرصد وباحثيه وطلابه ومتعاونيه.",
    "equipe.intro":
      "تعرّف على الأشخاص الذين يصنعون المرصد: أساتذة وباحثون وطلاب ومتعاونون يدرسون التضليل ويكافحونه في شمال البرازيل.",
    "equipe.empty": "لم يتم العثور على أي عضو في الفريق.",
    "equipe.card.noPhoto": "الصورة غير متاحة",
    "equipe.card.groupLink": "{{nome}}، عرض أعضاء مجموعة {{cargo}}",
    "equipe.card.lattes": "السيرة الذاتية على Lattes",
    "equipe.card.lattesOf": "السيرة الذاتية على Lattes لـ {{nome}}",
    "equipe.group.description": "أعضاء فريق المرصد في مجموعة {{cargo}}.",
    "equipe.group.empty": "لا يوجد أعضاء في هذه المجموعة.",
    "equipe.group.back": "العودة إلى الفريق",
  },
};
