import type { TokenValues } from '../../shared/theme/token-tree.ts';
import type { Bank } from './bank-types.ts';
import type { FooterPageInput } from './footer-pages-reader.ts';
import type { HelpPageInput } from './help-page-reader.ts';
import type { FaqInput, Manifest, PlanInput, SupportInput } from './manifest-schema.ts';
import type { TenantAsset } from './tenant-assets.ts';
import type { TenantProblem } from './tenant-error.ts';

/** What serving a tenant needs of its folder, and the way to the rest (what only the sync writes). */
export interface ServedTenant {
  slug: string;
  dir: string;
  /** Of the files the folder was loaded from (content-hash.ts): the sync skips a folder the database holds at this hash. */
  contentHash: string;
  manifest: Manifest;
  /** The base tokens with the manifest's theme merged over them. */
  theme: TokenValues;
  /** content/help.html: the provider's help page, if it has one. */
  help: HelpPageInput | undefined;
  assets: ReadonlyMap<string, TenantAsset>;
  /** What is allowed but probably a mistake (an Exam sharing questions with a Quiz). */
  warnings: TenantProblem[];
  /**
   * The folder in full, as of `contentHash`. A tenant loaded through the cache keeps only what
   * serving needs in memory (a bank is most of a folder), so the sync reads the rest when the
   * database is behind.
   */
  full(): Promise<LoadedTenant>;
}

/** Everything one tenant folder declares, validated; ready to sync and to serve. */
export interface LoadedTenant extends ServedTenant {
  plans: PlanInput[];
  faqs: FaqInput[];
  pages: FooterPageInput[];
  /** Ticket topics and the staff who answer tickets (content/support.yaml). */
  support: SupportInput;
  /** Topics, subtopics, questions and tests (content/bank, content/tests.yaml). */
  bank: Bank;
}
