import { demoMessages } from '@/messages/demo';
import type { GraphNode, GraphTransition } from './machine-graph';

const t = demoMessages.visualizer;

const eventLabel = ({ kind, event, actor = '' }: GraphTransition): string =>
  kind === 'always' ? t.always : kind === 'done' ? t.onDone(actor) : kind === 'error' ? t.onError(actor) : event;

const targetLabel = (transition: GraphTransition) => (transition.targets.length > 0 ? transition.targets.join(', ') : t.noTarget);

/** One state as a box: its name and marks, its outgoing transitions as arrows, its child states nested inside. */
export function StateBox({ node, active, initial }: { node: GraphNode; active: Set<string>; initial: boolean }) {
  const isActive = active.has(node.path);
  const className = ['machine-state', `machine-state-${node.type}`, isActive ? 'machine-state-active' : ''].filter(Boolean).join(' ');
  return (
    <li className={className} aria-current={isActive ? 'step' : undefined} data-state-path={node.path}>
      <div className="machine-state-head">
        <span className="machine-state-name">{node.key}</span>
        {initial ? <span className="machine-mark">{t.initial}</span> : null}
        {node.type === 'final' ? <span className="machine-mark">{t.final}</span> : null}
        {node.type === 'parallel' ? <span className="machine-mark">{t.parallel}</span> : null}
        {isActive ? <span className="machine-mark machine-mark-current">{t.current}</span> : null}
      </div>
      {node.invokes.length > 0 ? (
        <p className="machine-invokes">
          {t.invokes}: {node.invokes.join(', ')}
        </p>
      ) : null}
      {node.transitions.length > 0 ? (
        <ul className="plain-list machine-transitions">
          {node.transitions.map((transition, index) => (
            <li key={index} className={`machine-transition machine-transition-${transition.kind}`}>
              <code>{eventLabel(transition)}</code>
              {transition.guard ? <span className="machine-guard">[{transition.guard}]</span> : null}
              <span className="machine-goes">
                <svg className="machine-arrow" width="28" height="12" viewBox="0 0 28 12" aria-hidden="true" focusable="false">
                  <line x1="0" y1="6" x2="22" y2="6" stroke="currentColor" strokeWidth="2" />
                  <path d="M20 1 L27 6 L20 11 Z" fill="currentColor" />
                </svg>
                <span className="machine-target">{targetLabel(transition)}</span>
              </span>
            </li>
          ))}
        </ul>
      ) : null}
      {node.children.length > 0 ? (
        <ul className="plain-list machine-states">
          {node.children.map((child) => (
            <StateBox key={child.key} node={child} active={active} initial={child.key === node.initial} />
          ))}
        </ul>
      ) : null}
    </li>
  );
}

/** Every transition of the machine as a table (source, event, guard, target). */
export function TransitionTable({ nodes, caption }: { nodes: GraphNode[]; caption: string }) {
  const rows = nodes.flatMap((node) => node.transitions.map((transition) => ({ node, transition })));
  if (rows.length === 0) return <p>{t.noTransitions}</p>;
  return (
    <div className="table-wrap">
      <table className="table machine-table">
        <caption>{caption}</caption>
        <thead>
          <tr>
            <th scope="col">{t.source}</th>
            <th scope="col">{t.event}</th>
            <th scope="col">{t.guard}</th>
            <th scope="col">{t.target}</th>
          </tr>
        </thead>
        <tbody>
          {rows.map(({ node, transition }, index) => (
            <tr key={index}>
              <td>{node.path || node.key}</td>
              <td>
                <code>{eventLabel(transition)}</code>
              </td>
              <td>{transition.guard ?? ''}</td>
              <td>{targetLabel(transition)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
