import type { ReactNode } from 'react';

/** A part of the check-in screens: a section named by its heading, so that its region and its heading say the same. */
export function CheckInCard({ id, heading, className, children }: { id: string; heading: ReactNode; className?: string; children: ReactNode }) {
  return (
    <section className={className} aria-labelledby={id}>
      <h2 id={id} className="section-heading">
        {heading}
      </h2>
      {children}
    </section>
  );
}
