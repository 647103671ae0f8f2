import type { AnyStateMachine, StateValue } from 'xstate';

/** A plain tree of a machine's states and transitions, read from machine.root itself, so the diagram never drifts from the code. */
type TransitionKind = 'event' | 'always' | 'done' | 'error' | 'delay';
export type GraphTransition = { kind: TransitionKind; event: string; targets: string[]; guard?: string; actor?: string };
export type GraphNode = {
  key: string;
  /** Dotted path from the root ('' for the root), as in snapshot values: 'signedIn.ready.idle'. */
  path: string;
  type: 'atomic' | 'compound' | 'parallel' | 'final' | 'history';
  initial?: string;
  invokes: string[];
  transitions: GraphTransition[];
  children: GraphNode[];
};

/** The parts of XState's StateNode read here (public fields of v5). */
type Node = {
  key: string;
  path: string[];
  type: GraphNode['type'];
  states: Record<string, Node>;
  initial?: { target: Node[] };
  invoke: { id: string; src: unknown }[];
  transitions: Map<string, Transition[]>;
  always?: Transition[];
};
type Transition = { eventType: string; target?: Node[]; guard?: unknown };

const guardName = (guard: unknown): string | undefined => {
  if (!guard) return undefined;
  if (typeof guard === 'string') return guard;
  if (typeof guard === 'function') return guard.name || '(関数)';
  if (typeof guard === 'object' && 'type' in guard) return String((guard as { type: unknown }).type);
  return undefined;
};

const srcName = (src: unknown): string => (typeof src === 'string' ? src : ((src as { config?: { id?: string } } | undefined)?.config?.id ?? '(アクター)'));

const describe = (transition: Transition, kind: TransitionKind, actor?: string): GraphTransition => ({
  kind,
  event: transition.eventType,
  targets: (transition.target ?? []).map((target) => target.path.join('.')),
  guard: guardName(transition.guard),
  actor,
});

function walk(node: Node): GraphNode {
  const invokes = node.invoke.map((definition) => ({ id: definition.id, src: srcName(definition.src) }));
  const actorOf = (event: string, prefix: string) => invokes.find((invoke) => event === `${prefix}${invoke.id}`)?.src;
  const transitions: GraphTransition[] = [];
  for (const [event, list] of node.transitions) {
    const done = actorOf(event, 'xstate.done.actor.');
    const error = actorOf(event, 'xstate.error.actor.');
    const kind: TransitionKind = done ? 'done' : error ? 'error' : event.startsWith('xstate.after.') ? 'delay' : 'event';
    for (const transition of list) transitions.push(describe(transition, kind, done ?? error));
  }
  for (const transition of node.always ?? []) transitions.push(describe(transition, 'always'));
  return {
    key: node.key,
    path: node.path.join('.'),
    type: node.type,
    initial: node.initial?.target[0]?.key,
    invokes: invokes.map((invoke) => invoke.src),
    transitions,
    children: Object.values(node.states).map(walk),
  };
}

export const machineGraph = (machine: AnyStateMachine): GraphNode => walk(machine.root as unknown as Node);

/** Every state node in the tree, depth first. */
export const allNodes = (node: GraphNode): GraphNode[] => [node, ...node.children.flatMap(allNodes)];

/** The active state paths of a snapshot value: { signedIn: { ready: 'idle' } } → signedIn, signedIn.ready, signedIn.ready.idle. */
export function activePaths(value: StateValue, prefix = ''): string[] {
  const join = (key: string) => (prefix ? `${prefix}.${key}` : key);
  if (typeof value === 'string') return [join(value)];
  return Object.entries(value).flatMap(([key, child]) => [join(key), ...(child === undefined ? [] : activePaths(child, join(key)))]);
}

/** Looks like a machine created with createMachine/setup (the export to draw). */
export const isMachine = (value: unknown): value is AnyStateMachine =>
  !!value && typeof value === 'object' && 'root' in value && 'config' in value && typeof (value as { transition?: unknown }).transition === 'function';
