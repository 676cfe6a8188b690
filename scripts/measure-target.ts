/*
 * What the measuring scripts share: a throwaway database (an SQLite file in a temporary
 * folder, or a new PostgreSQL database on the given server, dropped afterwards),
 * deterministic texts and the figures' format.
 */
import crypto from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import pg from "pg";
import type { DatabaseTarget } from "../server/db/database.ts";

/** Deterministic, so every run indexes the same texts. */
export function seeded(seed: number): () => number {
  let state = seed;
  return () => {
    state = (state * 1_103_515_245 + 12_345) % 2_147_483_648;
    return state / 2_147_483_648;
  };
}

export async function withTarget<T>(
  postgresServer: string | undefined,
  run: (target: DatabaseTarget) => Promise<T>,
) {
  if (!postgresServer) {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), "obs-measure-"));
    try {
      return await run({ sqliteFile: path.join(dir, "measure.sqlite") });
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  }
  const name = `obs_measure_${crypto.randomBytes(4).toString("hex")}`;
  const admin = new pg.Client({ connectionString: postgresServer });
  await admin.connect();
  await admin.query(`create database ${name}`);
  const url = new URL(postgresServer);
  url.pathname = `/${name}`;
  try {
    return await run({ postgresUrl: url.toString() });
  } finally {
    await admin.query(`drop database if exists ${name} with (force)`);
    await admin.end();
  }
}

export function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? 0;
}

export const ms = (value: number) => `${value.toFixed(1)} ms`;

/** Words every claim is full of, as Portuguese is. */
const FUNCTION_WORDS = "a o as os de da do das dos em no na que e para por com um uma não se".split(
  " ",
);
const SYLLABLES =
  "ba be bi bo bu ca ce ci co cu da de di do du fa fe fi fo ga go gu la le li lo lu ma me mi mo mu na ne ni no nu pa pe pi po pu ra re ri ro ru sa se si so su ta te ti to tu va ve vi vo za ção ões ar er ir an en in on".split(
    " ",
  );

/** A vocabulary of 4,000 made-up words of two or three syllables: the numbers from 100 written in syllables. */
export function vocabulary(): string[] {
  return Array.from({ length: 4_000 }, (_, index) => {
    let word = "";
    for (let rest = index + 100; rest > 0; rest = Math.floor(rest / SYLLABLES.length))
      word += SYLLABLES[rest % SYLLABLES.length];
    return word;
  });
}

/** A text of `length` words: one in three a function word, the others Zipf-distributed. */
export function sentence(random: () => number, words: string[], length: number): string {
  return Array.from({ length }, () => {
    if (random() < 1 / 3) return FUNCTION_WORDS[Math.floor(random() * FUNCTION_WORDS.length)];
    return words[Math.floor(words.length ** random()) - 1];
  }).join(" ");
}
