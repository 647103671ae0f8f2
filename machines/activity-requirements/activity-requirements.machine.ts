import { assign, setup } from 'xstate';
import { applyEdit, newActivityRules, type ActivityRules, type RequirementEdit } from './requirement-rules';

export type ActivityRequirementsInput = { rules?: ActivityRules; displayName?: string };
export type ActivityRequirementsContext = {
  /** The current activity, always consistent (isConsistent). */
  rules: ActivityRules;
  /** What `requirements.reset` goes back to: the input, or a new activity's defaults. */
  initial: ActivityRules;
  /** The last edit applyEdit refused (wrong type, out of range, item off, not pet friendly). */
  lastRefused: RequirementEdit | undefined;
};
export type ActivityRequirementsEvent =
  | { type: 'requirements.edit'; edit: RequirementEdit }
  | { type: 'requirements.reset' };

/**
 * One activity's entry requirements (SPEC §4 Activity form rules), driven by the pure rules in
 * requirement-rules.ts: every edit goes through applyEdit, so the context never breaks a rule.
 */
export const activityRequirementsMachine = setup({
  types: {
    context: {} as ActivityRequirementsContext,
    events: {} as ActivityRequirementsEvent,
    input: {} as ActivityRequirementsInput | undefined,
  },
  guards: {
    isAccepted: ({ context }, params: { edit: RequirementEdit }) => applyEdit(context.rules, params.edit) !== context.rules,
  },
}).createMachine({
  id: 'activityRequirements',
  context: ({ input }) => {
    const rules = input?.rules ?? newActivityRules(input?.displayName);
    return { rules, initial: rules, lastRefused: undefined };
  },
  initial: 'editing',
  states: {
    editing: {
      on: {
        'requirements.edit': [
          {
            guard: { type: 'isAccepted', params: ({ event }) => ({ edit: event.edit }) },
            actions: assign({ rules: ({ context, event }) => applyEdit(context.rules, event.edit), lastRefused: undefined }),
          },
          { actions: assign({ lastRefused: ({ event }) => event.edit }) },
        ],
        'requirements.reset': { actions: assign({ rules: ({ context }) => context.initial, lastRefused: undefined }) },
      },
    },
  },
});
