/*
 * The audit log's actions in words (decision 036). An action is the operationId of the
 * API call that wrote (`createNoticia`) or a sign-in event (`loginFailed`); one that has
 * no label here (a call added later) is shown by its name.
 */

export const ACAO_LABELS: Record<string, string> = {
  login: "Entrou no painel",
  loginChallenge: "Senha correta; faltava o segundo fator",
  loginWithCode: "Entrou com a verificação em duas etapas",
  loginFailed: "Tentativa de entrada recusada",
  loginWithCodeFailed: "Código de verificação recusado",
  loginWithCodeThrottled: "Código de verificação recusado sem conferir (muitas tentativas)",
  logout: "Saiu do painel",
  changePassword: "Alterou a própria senha",
  requestPasswordReset: "Pediu um link para redefinir a senha",
  resetPassword: "Redefiniu a senha pelo link do e-mail",
  endSession: "Encerrou uma sessão",
  setupTotp: "Começou a ativar a verificação em duas etapas",
  enableTotp: "Ativou a verificação em duas etapas",
  disableTotp: "Desativou a verificação em duas etapas",
  createConta: "Criou conta",
  updateConta: "Alterou conta",
  uploadMedia: "Enviou arquivo",
  createNoticia: "Criou notícia",
  updateNoticia: "Editou notícia",
  deleteNoticia: "Excluiu notícia",
  createFakeNews: "Criou fake news",
  updateFakeNews: "Editou fake news",
  deleteFakeNews: "Excluiu fake news",
  createSubprojeto: "Criou subprojeto",
  updateSubprojeto: "Editou subprojeto",
  deleteSubprojeto: "Excluiu subprojeto",
  createPublicacao: "Criou publicação",
  updatePublicacao: "Editou publicação",
  deletePublicacao: "Excluiu publicação",
  createMembro: "Adicionou membro da equipe",
  updateMembro: "Editou membro da equipe",
  deleteMembro: "Excluiu membro da equipe",
  createNewsletter: "Criou newsletter",
  updateNewsletter: "Editou newsletter",
  deleteNewsletter: "Excluiu newsletter",
  updateSobreProjeto: "Editou a página Sobre o Projeto",
  updatePagina: "Editou página institucional",
  updateContatoInstitucional: "Editou os dados de contato",
  deleteContatoMensagem: "Excluiu mensagem de contato",
  publishNoticia: "Publicou notícia",
  publishFakeNews: "Publicou fake news",
  approveFakeNews: "Aprovou fake news",
  restoreNoticiaRevision: "Restaurou versão de notícia",
  restoreFakeNewsRevision: "Restaurou versão de fake news",
  createCorrecaoOfNoticia: "Corrigiu notícia",
  createCorrecaoOfFakeNews: "Corrigiu fake news",
  updateCorrecao: "Editou correção",
  deleteCorrecao: "Excluiu correção",
  updateRodape: "Editou as instituições do rodapé",
  updateSugestao: "Respondeu sugestão de leitor",
};

/** The areas (the API's tags) the log can be filtered by, in words. */
export const TIPO_LABELS: Record<string, string> = {
  auth: "Entradas e contas próprias",
  contas: "Contas",
  noticias: "Notícias",
  "fake-news": "Fake news",
  subprojetos: "Subprojetos",
  publicacoes: "Publicações",
  equipe: "Equipe",
  newsletters: "Newsletters",
  "sobre-projeto": "Sobre o Projeto",
  paginas: "Páginas institucionais",
  "contato-institucional": "Dados de contato",
  contato: "Mensagens de contato",
  media: "Arquivos",
  correcoes: "Correções",
  rodape: "Rodapé",
  sugestoes: "Sugestões de leitores",
};

export function acaoLabel(acao: string): string {
  return Object.hasOwn(ACAO_LABELS, acao) ? ACAO_LABELS[acao]! : acao;
}

export function tipoLabel(tipo: string): string {
  return Object.hasOwn(TIPO_LABELS, tipo) ? TIPO_LABELS[tipo]! : tipo;
}
