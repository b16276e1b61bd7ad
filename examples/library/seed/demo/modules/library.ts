/**
 * The library's own records: authors, books (titles in English and Russian), who wrote what, and
 * the widgets that show them: the home page's shelf (every book, since it links none), the staff
 * picks (two books it links) and a book's own page.
 */
import { type AnySeedRecord, link, recordWithSlug, type SeedRecord } from '#runtime/seed/seed-record.ts'
import { t } from '../text.ts'

function author(slug: string, name: ReturnType<typeof t>, born: number): SeedRecord<'library/authors'> {
  return recordWithSlug('library/authors', slug, `Author: ${name.en}`, { title: name, born })
}

const tolstoy = author('leo-tolstoy', t('Leo Tolstoy', 'Лев Толстой'), 1828)
const leGuin = author('ursula-k-le-guin', t('Ursula K. Le Guin', 'Урсула Ле Гуин'), 1929)
const bulgakov = author('mikhail-bulgakov', t('Mikhail Bulgakov', 'Михаил Булгаков'), 1891)
const strugatskyArkady = author('arkady-strugatsky', t('Arkady Strugatsky', 'Аркадий Стругацкий'), 1925)
const strugatskyBoris = author('boris-strugatsky', t('Boris Strugatsky', 'Борис Стругацкий'), 1933)

/** The books of the library, with the author links of each. */
export const books = {
  warAndPeace: recordWithSlug('library/books', 'war-and-peace', 'War and Peace', {
    title: t('War and Peace', 'Война и мир'),
    subtitle: t('Four families through the Napoleonic wars.', 'Четыре семьи в годы наполеоновских войн.'),
    isbn: '978-0-19-923276-5',
    published: 1869,
    originalLanguage: 'ru',
    copies: 3,
  }),
  earthsea: recordWithSlug('library/books', 'a-wizard-of-earthsea', 'A Wizard of Earthsea', {
    title: t('A Wizard of Earthsea', 'Волшебник Земноморья'),
    subtitle: t('A young mage and the shadow he set loose.', 'Юный маг и тень, которую он выпустил в мир.'),
    isbn: '978-0-547-72202-3',
    published: 1968,
    originalLanguage: 'en',
    copies: 2,
    variant: 'featured',
  }),
  masterAndMargarita: recordWithSlug('library/books', 'the-master-and-margarita', 'The Master and Margarita', {
    title: t('The Master and Margarita', 'Мастер и Маргарита'),
    subtitle: t('The devil visits Moscow.', 'Дьявол приезжает в Москву.'),
    isbn: '978-0-14-118014-4',
    published: 1967,
    originalLanguage: 'ru',
    copies: 1,
    variant: 'featured',
  }),
  roadsidePicnic: recordWithSlug('library/books', 'roadside-picnic', 'Roadside Picnic', {
    title: t('Roadside Picnic', 'Пикник на обочине'),
    subtitle: t('What the visitors left behind in the Zone.', 'Что пришельцы оставили в Зоне.'),
    isbn: '978-1-61374-341-6',
    published: 1972,
    originalLanguage: 'ru',
    copies: 2,
  }),
  dispossessed: recordWithSlug('library/books', 'the-dispossessed', 'The Dispossessed', {
    title: t('The Dispossessed', 'Обделённые'),
    subtitle: t('A physicist between two worlds.', 'Физик между двумя мирами.'),
    isbn: '978-0-06-051275-4',
    published: 1974,
    originalLanguage: 'en',
    copies: 1,
  }),
}

const authorship: readonly (readonly [SeedRecord<'library/books'>, readonly SeedRecord<'library/authors'>[]])[] = [
  [books.warAndPeace, [tolstoy]],
  [books.earthsea, [leGuin]],
  [books.masterAndMargarita, [bulgakov]],
  [books.roadsidePicnic, [strugatskyArkady, strugatskyBoris]],
  [books.dispossessed, [leGuin]],
]

/** The home page's shelf: it links no books, so it lists every one. */
export const shelfWidget = recordWithSlug('library/widgets', 'shelf', 'Shelf: every book', {
  variant: 'book-shelf-default',
  anchor: 'shelf',
  title: t('On the shelf', 'На полке'),
  subtitle: t('Every book you can borrow today', 'Все книги, которые можно взять сегодня'),
})

/** Two books the librarians recommend, as a compact list. */
export const staffPicksWidget = recordWithSlug('library/widgets', 'staff-picks', 'Staff picks', {
  variant: 'book-list-compact',
  anchor: 'picks',
  title: t('Staff picks', 'Советуют библиотекари'),
})

/** A book's own page (/library/books/[library.books.slug]) shows the book the URL names. */
export const bookOverviewWidget = recordWithSlug('library/widgets', 'book-overview', 'Book page', {
  variant: 'default',
})

/** Every record of the library module. */
export const librarySeed: readonly AnySeedRecord[] = [
  tolstoy,
  leGuin,
  bulgakov,
  strugatskyArkady,
  strugatskyBoris,
  ...Object.values(books),
  ...authorship.flatMap(([book, writers]) =>
    writers.map((writer, orderIndex) => link('library/books-to-authors', { bookId: book.id, authorId: writer.id, orderIndex })),
  ),
  shelfWidget,
  staffPicksWidget,
  bookOverviewWidget,
  ...[books.masterAndMargarita, books.earthsea].map((book, orderIndex) =>
    link('library/widgets-to-books', { widgetId: staffPicksWidget.id, bookId: book.id, orderIndex }),
  ),
]

export default librarySeed
