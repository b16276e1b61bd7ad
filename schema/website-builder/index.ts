import { schemaModule } from '#dsl'
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

export default schemaModule('website-builder', [
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
])
