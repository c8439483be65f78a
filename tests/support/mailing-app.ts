import { startSmtpSink, type SmtpSink } from './smtp-sink.ts';
import { createTestApp, type TestApp } from './test-app.ts';
import type { DatabaseKind } from './test-database.ts';

/** A test app that sends its mail over real SMTP to a sink the test reads. */
export async function startMailingApp(
  kind: DatabaseKind,
  env: NodeJS.ProcessEnv = {},
  options: { tenantsDir?: string } = {},
): Promise<{ t: TestApp; sink: SmtpSink }> {
  const sink = await startSmtpSink();
  return { sink, t: await createTestApp(kind, { env: { SMTP_URL: sink.url, ...env }, ...options }) };
}

export async function stopMailingApp({ t, sink }: { t: TestApp; sink: SmtpSink }): Promise<void> {
  await t.close();
  await sink.close();
}
