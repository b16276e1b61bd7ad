import { type LabelDefinition, type LabelDictionary, schemaModule } from '#dsl'
import buttons from './buttons.ts'
import buttonsArrays from './buttons-arrays.ts'
import buttonsArraysToButtons from './buttons-arrays-to-buttons.ts'
import buttonsToFileStorageModuleFiles from './buttons-to-file-storage-module-files.ts'
import categories from './categories.ts'
import features from './features.ts'
import featuresToButtonsArrays from './features-to-buttons-arrays.ts'
import featuresToFileStorageModuleFiles from './features-to-file-storage-module-files.ts'
import files from './files.ts'
import logotypes from './logotypes.ts'
import logotypesToFileStorageModuleFiles from './logotypes-to-file-storage-module-files.ts'
import sliders from './sliders.ts'
import slidersToSlides from './sliders-to-slides.ts'
import slides from './slides.ts'
import slidesToButtonsArrays from './slides-to-buttons-arrays.ts'
import slidesToFileStorageModuleFiles from './slides-to-file-storage-module-files.ts'
import widgets from './widgets.ts'
import widgetsToButtonsArrays from './widgets-to-buttons-arrays.ts'
import widgetsToFeatures from './widgets-to-features.ts'
import widgetsToFileStorageModuleFiles from './widgets-to-file-storage-module-files.ts'
import widgetsToLogotypes from './widgets-to-logotypes.ts'
import widgetsToSliders from './widgets-to-sliders.ts'

/** What editors call the module (generator/dsl/label.ts). */
const label: LabelDefinition = { ru: 'Конструктор сайта', en: 'Website builder' }

/** Labels of its fields and values by name, over the site's (schema/labels.ts). */
const labels: LabelDictionary = {
  fields: {
    buttonsArrayId: { ru: 'Набор кнопок', en: 'Button group' },
    buttonId: { ru: 'Кнопка', en: 'Button' },
    featureId: { ru: 'Пункт', en: 'Feature' },
    logotypeId: { ru: 'Логотип', en: 'Logo' },
    sliderId: { ru: 'Слайдер', en: 'Slider' },
    slideId: { ru: 'Слайд', en: 'Slide' },
  },
  values: {
    // Buttons
    destructive: { ru: 'Опасное действие', en: 'Destructive' },
    primary: { ru: 'Главная', en: 'Primary' },
    secondary: { ru: 'Второстепенная', en: 'Secondary' },
    outline: { ru: 'Контурная', en: 'Outline' },
    link: { ru: 'Ссылка', en: 'Link' },
    ghost: { ru: 'Прозрачная', en: 'Ghost' },
    'retraining-employment-promotion-default': { ru: 'Переподготовка: трудоустройство', en: 'Retraining: employment promotion' },
    'retraining-custom-link': { ru: 'Переподготовка: своя ссылка', en: 'Retraining: custom link' },
    'button-with-image': { ru: 'Кнопка с картинкой', en: 'Button with image' },
    'retraining-questions': { ru: 'Переподготовка: вопрос', en: 'Retraining: question' },
    'retraining-footer-array-button': { ru: 'Переподготовка: кнопки подвала', en: 'Retraining: footer buttons' },
    // Features
    'retraining-employment-promotion-card': { ru: 'Переподготовка: карточка трудоустройства', en: 'Retraining: employment card' },
    'retraining-employment-promotion-step': { ru: 'Переподготовка: шаг трудоустройства', en: 'Retraining: employment step' },
    'retraining-what': { ru: 'Переподготовка: что это', en: 'Retraining: what it is' },
    'retraining-feature-course-description': { ru: 'Переподготовка: описание курса', en: 'Retraining: course description item' },
    'footer-feature-retraining': { ru: 'Переподготовка: пункт подвала', en: 'Retraining: footer item' },
    // Slides
    testimonial: { ru: 'Отзыв', en: 'Testimonial' },
    // Widgets
    'content-default': { ru: 'Текстовый блок', en: 'Content block' },
    'footer-default': { ru: 'Подвал', en: 'Footer' },
    'navbar-default': { ru: 'Меню', en: 'Navigation bar' },
    'retraining-hero-default': { ru: 'Переподготовка: главный экран', en: 'Retraining: hero' },
    'retraining-gallery-default': { ru: 'Переподготовка: галерея', en: 'Retraining: gallery' },
    'retraining-about-default': { ru: 'Переподготовка: о программе', en: 'Retraining: about' },
    'retraining-features-default': { ru: 'Переподготовка: преимущества', en: 'Retraining: features' },
    'retraining-faqs-default': { ru: 'Переподготовка: частые вопросы', en: 'Retraining: FAQ' },
    'retraining-reviews-default': { ru: 'Переподготовка: отзывы', en: 'Retraining: reviews' },
    'retraining-questions-default': { ru: 'Переподготовка: задать вопрос', en: 'Retraining: questions' },
    'retraining-course-description-default': { ru: 'Переподготовка: описание курса', en: 'Retraining: course description' },
  },
}

export default schemaModule(
  'website-builder',
  [
    buttons,
    buttonsArrays,
    categories,
    features,
    files,
    logotypes,
    sliders,
    slides,
    widgets,
    buttonsArraysToButtons,
    buttonsToFileStorageModuleFiles,
    featuresToButtonsArrays,
    featuresToFileStorageModuleFiles,
    logotypesToFileStorageModuleFiles,
    slidersToSlides,
    slidesToButtonsArrays,
    slidesToFileStorageModuleFiles,
    widgetsToButtonsArrays,
    widgetsToFeatures,
    widgetsToFileStorageModuleFiles,
    widgetsToLogotypes,
    widgetsToSliders,
  ],
  { label, labels },
)
