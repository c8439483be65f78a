import { installStoryClock } from './story-clock';

// Story tests only (vitest.config.ts setupFiles): the clock stands still before any story module runs.
installStoryClock();
