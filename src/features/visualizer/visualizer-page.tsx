import { useSelector } from '@xstate/react';
import { useEffect, useMemo, useState } from 'react';
import type { AnyStateMachine } from 'xstate';
import { useSession } from '@/session/session-context';
import { demoMessages } from '@/messages/demo';
import { StateBox, TransitionTable } from './machine-diagram';
import { activePaths, allNodes, isMachine, machineGraph } from './machine-graph';
import { InspectorControl } from './inspector-control';
import './visualizer.css';

const t = demoMessages.visualizer;

type FoundMachine = { file: string; exportName: string; machine: AnyStateMachine };
type MachineCatalog = { machines: FoundMachine[]; failed: string[] };

/** Every `*.machine.ts` under machines/, found at build time: a new machine appears by itself. */
const machineModules = import.meta.glob('../../../machines/**/*.machine.ts');

/** Loads the modules and keeps each exported machine once (a module may export it under two names). */
async function loadMachineCatalog(): Promise<MachineCatalog> {
  const entries = Object.entries(machineModules).sort(([a], [b]) => a.localeCompare(b));
  const loaded = await Promise.allSettled(entries.map(([, load]) => load()));
  const catalog: MachineCatalog = { machines: [], failed: [] };
  const seen = new Set<AnyStateMachine>();
  loaded.forEach((result, index) => {
    const file = (entries[index]?.[0] ?? '').replace(/^(\.\.\/)+/, '');
    if (result.status === 'rejected') {
      catalog.failed.push(file);
      return;
    }
    for (const [exportName, value] of Object.entries(result.value as Record<string, unknown>)) {
      if (!isMachine(value) || seen.has(value)) continue;
      seen.add(value);
      catalog.machines.push({ file, exportName, machine: value });
    }
  });
  return catalog;
}

function MachineSection({ found, active }: { found: FoundMachine; active: Set<string> | undefined }) {
  const graph = useMemo(() => machineGraph(found.machine), [found.machine]);
  const headingId = `machine-${found.machine.id}-${found.exportName}`;
  return (
    <section className="card machine-card" aria-labelledby={headingId}>
      <h2 id={headingId}>{found.machine.id}</h2>
      <p className="muted-text">
        {t.file}: <code>{found.file}</code>（{found.exportName}）
      </p>
      {active ? <p className="notice">{t.liveLegend}</p> : null}
      <ul className="plain-list machine-states machine-root">
        <StateBox node={{ ...graph, key: found.machine.id }} active={active ?? new Set()} initial={false} />
      </ul>
      <details className="machine-details">
        <summary>
          {t.transitions}（{allNodes(graph).reduce((sum, node) => sum + node.transitions.length, 0)}）
        </summary>
        <TransitionTable nodes={allNodes(graph)} caption={`${found.machine.id} の${t.transitions}`} />
      </details>
    </section>
  );
}

/** /__machines (dev and demo builds): every machine in machines/, with the running session actor's current state highlighted. */
export default function VisualizerPage() {
  const session = useSession();
  const liveId = useSelector(session, (snapshot) => snapshot.machine.id);
  const liveValue = useSelector(session, (snapshot) => JSON.stringify(snapshot.value));
  const live = useMemo(() => new Set(['', ...activePaths(JSON.parse(liveValue) as string)]), [liveValue]);
  const [catalog, setCatalog] = useState<MachineCatalog>();
  const isLive = (found: FoundMachine) => found.machine.id === liveId;

  useEffect(() => {
    let alive = true;
    void loadMachineCatalog().then((result) => alive && setCatalog(result));
    return () => {
      alive = false;
    };
  }, []);

  return (
    <div className="visualizer">
      <h1>{t.title}</h1>
      <p>{t.intro}</p>
      <p>
        {t.live}:{' '}
        <code className="machine-live">
          {liveId} = {liveValue}
        </code>
      </p>
      <InspectorControl actor={session} />
      {!catalog ? (
        <p role="status">{t.loading}</p>
      ) : (
        <>
          <p role="status">{t.count(catalog.machines.length)}</p>
          {catalog.failed.map((file) => (
            <p key={file} className="notice notice-danger" role="alert">
              {t.loadFailed(file)}
            </p>
          ))}
          {[...catalog.machines.filter(isLive), ...catalog.machines.filter((found) => !isLive(found))].map((found) => (
            <MachineSection key={`${found.file}:${found.exportName}`} found={found} active={isLive(found) ? live : undefined} />
          ))}
        </>
      )}
    </div>
  );
}
