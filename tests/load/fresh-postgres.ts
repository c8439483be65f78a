import { randomUUID } from 'node:crypto';
import pg from 'pg';

/** A fresh database of its own on the server of `url`, never the shared one's tables; `drop` removes it. */
export async function freshPostgres(url: string, prefix: string): Promise<{ url: string; drop(): Promise<void> }> {
  const name = `${prefix}_${randomUUID().replace(/-/g, '')}`;
  const admin = async (statement: string) => {
    const client = new pg.Client({ connectionString: url });
    await client.connect();
    try {
      await client.query(statement);
    } finally {
      await client.end();
    }
  };
  await admin(`create database ${name}`);
  const own = new URL(url);
  own.pathname = `/${name}`;
  return { url: own.toString(), drop: () => admin(`drop database if exists ${name} with (force)`) };
}
