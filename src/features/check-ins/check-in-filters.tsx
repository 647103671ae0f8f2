import type { FacilityCount } from '@/api/check-ins';
import { checkInMessages } from '@/messages/check-ins';
import { defaultListState, withFilter, type ListState } from './list-query';
import { SearchBox } from '@/ui/search-box';

const m = checkInMessages.list;

/** Facility options from the summary; a facility named by a shared link but unknown here stays selectable. */
export function facilityOptions(facilities: readonly FacilityCount[] | undefined, selected: string) {
  const options = (facilities ?? []).map((facility) => ({ id: facility.facilityId, name: facility.facilityName }));
  if (selected && !options.some((option) => option.id === selected)) options.push({ id: selected, name: selected });
  return options;
}

export function CheckInFilters({ state, facilities, onChange }: { state: ListState; facilities: readonly FacilityCount[] | undefined; onChange: (next: ListState) => void }) {
  const set = (change: Partial<Omit<ListState, 'page'>>) => onChange(withFilter(state, change));
  const isFiltered = state.facility || state.owner || state.startDate || state.endDate || state.order !== 'desc';
  return (
    <section className="card check-ins-filters" aria-labelledby="check-in-filters-heading">
      <h2 id="check-in-filters-heading" className="check-ins-subheading">
        {m.filtersHeading}
      </h2>
      <div className="toolbar">
        <div className="field">
          <label htmlFor="check-in-facility">{m.facility}</label>
          <select id="check-in-facility" value={state.facility} onChange={(event) => set({ facility: event.target.value })}>
            <option value="">{m.allFacilities}</option>
            {facilityOptions(facilities, state.facility).map((option) => (
              <option key={option.id} value={option.id}>
                {option.name}
              </option>
            ))}
          </select>
        </div>
        <SearchBox id="check-in-owner" label={m.owner} hint={m.ownerHint} value={state.owner} onSearch={(owner) => set({ owner })} />
        <div className="field">
          <label htmlFor="check-in-start">{m.startDate}</label>
          <input
            id="check-in-start"
            type="date"
            value={state.startDate}
            max={state.endDate || undefined}
            onChange={(event) => set({ startDate: event.target.value })}
          />
        </div>
        <div className="field">
          <label htmlFor="check-in-end">{m.endDate}</label>
          <input id="check-in-end" type="date" value={state.endDate} min={state.startDate || undefined} onChange={(event) => set({ endDate: event.target.value })} />
        </div>
        <div className="field">
          <label htmlFor="check-in-order">{m.order}</label>
          <select id="check-in-order" value={state.order} onChange={(event) => set({ order: event.target.value === 'asc' ? 'asc' : 'desc' })}>
            <option value="desc">{m.orderDesc}</option>
            <option value="asc">{m.orderAsc}</option>
          </select>
        </div>
        {isFiltered ? (
          <button type="button" className="button button-secondary" onClick={() => onChange(defaultListState)}>
            {m.clear}
          </button>
        ) : null}
      </div>
    </section>
  );
}
