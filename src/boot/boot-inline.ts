import { boot } from './boot';
import type { BootConfig } from './boot-config';

/** The build writes its config, as JSON, in place of this name (scripts/vite/boot-script.ts). */
declare const BOOT_CONFIG: BootConfig;

// The inlined script's entry: the build compiles this file and what it imports into the page.
boot(BOOT_CONFIG);
