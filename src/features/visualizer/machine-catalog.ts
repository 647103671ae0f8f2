import type { AnyStateMachine } from 'xstate';
import { isMachine } from './machine-graph';

export type MachineLoader = () => Promise<unknown>;
export type FoundMachine = { file: string; exportName: string; machine: AnyStateMachine };
export type MachineCatalog = { machines: FoundMachine[]; failed: string[] };

/** Every `*.machine.ts` under machines/, found at build time: a new machine appears by itself. */
export const machineModules: Record<string, MachineLoader> = import.meta.glob('../../../machines/**/*.machine.ts');

const shortName = (file: string) => file.replace(/^(\.\.\/)+/, '');

/** Loads the modules and keeps each exported machine once (a module may export it under two names). */
export async function loadMachineCatalog(modules: Record<string, MachineLoader> = machineModules): Promise<MachineCatalog> {
  const entries = Object.entries(modules).sort(([a], [b]) => a.localeCompare(b));
  const loaded = await Promise.allSettled(entries.map(async ([file, load]) => ({ file: shortName(file), module: await load() })));
  const machines: FoundMachine[] = [];
  const failed: string[] = [];
  const seen = new Set<AnyStateMachine>();
  loaded.forEach((result, index) => {
    if (result.status === 'rejected') {
      failed.push(shortName(entries[index]?.[0] ?? ''));
      return;
    }
    for (const [exportName, value] of Object.entries(result.value.module as Record<string, unknown>)) {
      if (!isMachine(value) || seen.has(value)) continue;
      seen.add(value);
      machines.push({ file: result.value.file, exportName, machine: value });
    }
  });
  return { machines, failed };
}
