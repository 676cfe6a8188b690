import type { MotivoDescarte, Plataforma } from "../api/sugestoes/schema.ts";
import type { Uf } from "../content/places.ts";

/*
 * Readers' tips of the demo, all fictitious and without any contact: enough weeks,
 * platforms and states for the data panel on /dados to have something to show. Each is
 * dated `diasAtras` before the seed runs; an answered one was answered `horasDepois` later.
 */

export type DemoSugestao = {
  diasAtras: number;
  texto: string;
  plataforma: Plataforma;
  uf: Uf | null;
  municipio: string | null;
  resposta?: { estado: "verificada" | "descartada"; horasDepois: number; motivo?: MotivoDescarte };
};

export const DEMO_SUGESTOES: DemoSugestao[] = [
  {
    diasAtras: 1,
    texto: "Áudio diz que a água da torneira vai ser cortada por uma semana em toda a cidade.",
    plataforma: "whatsapp",
    uf: "PA",
    municipio: "Belém",
  },
  {
    diasAtras: 2,
    texto: "Vídeo mostra a comporta de uma usina abrindo e diz que os bairros vão alagar hoje.",
    plataforma: "whatsapp",
    uf: "AM",
    municipio: "Manaus",
    resposta: { estado: "verificada", horasDepois: 20 },
  },
  {
    diasAtras: 4,
    texto: "Post afirma que o posto de saúde não vai mais aplicar vacina em crianças.",
    plataforma: "facebook",
    uf: "PA",
    municipio: "Santarém",
  },
  {
    diasAtras: 6,
    texto: "Vídeo curto diz que chá de casca de árvore cura malária em três dias.",
    plataforma: "tiktok",
    uf: "PA",
    municipio: "Altamira",
    resposta: { estado: "verificada", horasDepois: 30 },
  },
  {
    diasAtras: 9,
    texto: "Imagem de fumaça sobre a floresta seria das queimadas desta semana.",
    plataforma: "instagram",
    uf: "MT",
    municipio: "Sinop",
    resposta: { estado: "verificada", horasDepois: 52 },
  },
  {
    diasAtras: 11,
    texto: "Corrente pede que ninguém vote com camisa de time no dia da eleição.",
    plataforma: "whatsapp",
    uf: "RO",
    municipio: "Porto Velho",
    resposta: { estado: "descartada", horasDepois: 8, motivo: "nao_verificavel" },
  },
  {
    diasAtras: 15,
    texto: "Mensagem diz que o Bolsa Família será suspenso para quem mora em área ribeirinha.",
    plataforma: "whatsapp",
    uf: "AM",
    municipio: "Parintins",
    resposta: { estado: "verificada", horasDepois: 26 },
  },
  {
    diasAtras: 18,
    texto: "Vídeo de enchente seria da cheia deste ano no rio Madeira.",
    plataforma: "kwai",
    uf: "RO",
    municipio: null,
    resposta: { estado: "verificada", horasDepois: 44 },
  },
  {
    diasAtras: 22,
    texto: "Canal divulga que uma nova doença de peixes do rio passa para quem os come.",
    plataforma: "telegram",
    uf: "PA",
    municipio: "Marabá",
    resposta: { estado: "verificada", horasDepois: 70 },
  },
  {
    diasAtras: 26,
    texto: "Post diz que a escola estadual vai fechar no próximo semestre.",
    plataforma: "facebook",
    uf: "AC",
    municipio: "Rio Branco",
    resposta: { estado: "descartada", horasDepois: 12, motivo: "opiniao" },
  },
  {
    diasAtras: 30,
    texto: "Áudio de suposto médico diz que a vacina da gripe altera o sangue.",
    plataforma: "whatsapp",
    uf: "PA",
    municipio: "Belém",
    resposta: { estado: "verificada", horasDepois: 18 },
  },
  {
    diasAtras: 33,
    texto: "Vídeo mostra animal estranho no rio e diz que foi filmado ontem.",
    plataforma: "youtube",
    uf: "AP",
    municipio: "Macapá",
    resposta: { estado: "descartada", horasDepois: 40, motivo: "nao_verificavel" },
  },
  {
    diasAtras: 38,
    texto: "Mensagem avisa que a ponte da estrada vai ser interditada por um mês.",
    plataforma: "whatsapp",
    uf: "TO",
    municipio: "Palmas",
    resposta: { estado: "verificada", horasDepois: 22 },
  },
  {
    diasAtras: 41,
    texto: "Foto de placa diz que a reserva indígena foi vendida para uma empresa.",
    plataforma: "instagram",
    uf: "RR",
    municipio: "Boa Vista",
    resposta: { estado: "verificada", horasDepois: 96 },
  },
  {
    diasAtras: 45,
    texto: "Corrente diz que beber água com limão em jejum previne dengue.",
    plataforma: "whatsapp",
    uf: "MA",
    municipio: "São Luís",
    resposta: { estado: "verificada", horasDepois: 15 },
  },
  {
    diasAtras: 50,
    texto: "Site diz que o governo vai proibir a pesca artesanal no ano que vem.",
    plataforma: "outra",
    uf: null,
    municipio: null,
    resposta: { estado: "descartada", horasDepois: 60, motivo: "opiniao" },
  },
];
