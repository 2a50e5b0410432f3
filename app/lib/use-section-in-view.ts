import { useEffect, useState } from "react";

/**
 * The id of the section nearest the top of the viewport (below the sticky navbar), for a
 * table of contents that highlights where the reader is.
 */
export function useSectionInView(sectionIds: string[], topOffsetPx = 96): string | null {
  const [activeId, setActiveId] = useState<string | null>(sectionIds[0] ?? null);

  useEffect(() => {
    const sections = sectionIds
      .map((id) => document.getElementById(id))
      .filter((element): element is HTMLElement => element !== null);
    if (sections.length === 0) return;

    let frame = 0;
    const update = () => {
      frame = 0;
      // At the very bottom the last section is current even if it is short.
      const atBottom = window.innerHeight + window.scrollY >= document.documentElement.scrollHeight - 2;
      let current = sections[0]!;
      if (atBottom) current = sections[sections.length - 1]!;
      else
        for (const section of sections) {
          if (section.getBoundingClientRect().top - topOffsetPx <= 1) current = section;
        }
      setActiveId(current.id);
    };
    const onScroll = () => {
      if (!frame) frame = requestAnimationFrame(update);
    };
    update();
    window.addEventListener("scroll", onScroll, { passive: true });
    window.addEventListener("resize", onScroll);
    return () => {
      window.removeEventListener("scroll", onScroll);
      window.removeEventListener("resize", onScroll);
      if (frame) cancelAnimationFrame(frame);
    };
  }, [sectionIds, topOffsetPx]);

  return activeId;
}
