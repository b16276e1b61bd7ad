/** The media library on the files' admin page (admin/index.ts), above their table. */
import { MediaLibrary } from './media-library.tsx'
import { useMediaLibraryStrings } from './media-library-strings.ts'

/** The tool. */
export default function MediaLibraryTool() {
  const strings = useMediaLibraryStrings()
  return (
    <section aria-labelledby="media-library-heading" className="flex flex-col gap-3 rounded-lg border p-3 sm:p-4">
      <h2 id="media-library-heading" className="font-semibold">
        {strings.library}
      </h2>
      <MediaLibrary />
    </section>
  )
}
