/**
 * The words of `generated('randomWords')` values. One list, read by the runtime
 * (`runtime/values/random-words.ts`) and by the SQL function `tessera_random_words`
 * the migrations create, so a raw insert gets the same kind of value as the API.
 */

/** The words, in a fixed order (the migrations embed them). */
export const randomWordList: readonly string[] = [
  'amber', 'apple', 'arch', 'aspen', 'autumn', 'azure', 'bamboo', 'basil', 'bay', 'beach',
  'bear', 'birch', 'bird', 'bison', 'bloom', 'blue', 'bold', 'bond', 'brave', 'breeze',
  'brick', 'bright', 'brook', 'brown', 'buffalo', 'cactus', 'calm', 'canyon', 'cape', 'cedar',
  'chalk', 'cherry', 'cider', 'citrus', 'clay', 'cliff', 'cloud', 'clover', 'coast', 'cobalt',
  'comet', 'coral', 'cotton', 'cove', 'crane', 'creek', 'crisp', 'crow', 'crystal', 'cypress',
  'daisy', 'dawn', 'deer', 'delta', 'desert', 'dew', 'dove', 'dune', 'dusk', 'eagle',
  'earth', 'echo', 'elm', 'ember', 'emerald', 'falcon', 'fawn', 'fern', 'field', 'finch',
  'fir', 'flame', 'flint', 'flora', 'fog', 'forest', 'fox', 'frost', 'garden', 'garnet',
  'gentle', 'ginger', 'glade', 'glow', 'gold', 'granite', 'grape', 'grass', 'gray', 'green',
  'grove', 'gull', 'harbor', 'hare', 'hawk', 'hazel', 'heath', 'heron', 'hill', 'honey',
  'horizon', 'indigo', 'iris', 'island', 'ivory', 'ivy', 'jade', 'jasmine', 'jay', 'juniper',
  'kelp', 'kind', 'lake', 'lark', 'laurel', 'lava', 'leaf', 'lemon', 'light', 'lilac',
  'lily', 'lime', 'linen', 'lotus', 'lunar', 'maple', 'marble', 'marsh', 'meadow', 'mellow',
  'mint', 'mist', 'moon', 'moss', 'mountain', 'nectar', 'noble', 'north', 'oak', 'ocean',
  'olive', 'onyx', 'opal', 'orange', 'orchid', 'otter', 'owl', 'palm', 'pearl', 'pebble',
  'pepper', 'pine', 'plain', 'plum', 'polar', 'pond', 'poppy', 'prairie', 'quartz', 'quiet',
  'rain', 'raven', 'reed', 'ridge', 'river', 'robin', 'rose', 'ruby', 'rustic', 'sage',
  'salt', 'sand', 'scarlet', 'sea', 'shadow', 'shell', 'shore', 'silver', 'sky', 'slate',
  'snow', 'solar', 'sparrow', 'spring', 'spruce', 'star', 'stone', 'storm', 'summer', 'sun',
  'swan', 'swift', 'teal', 'thistle', 'thunder', 'tide', 'tiger', 'timber', 'topaz', 'trail',
  'tulip', 'tundra', 'valley', 'velvet', 'violet', 'walnut', 'water', 'wave', 'willow', 'wind',
  'winter', 'wolf', 'wood', 'wren', 'yarrow', 'zephyr', 'acorn', 'alder', 'anchor', 'bluff',
  'brisk', 'cedarwood', 'clear', 'cozy', 'fresh', 'glen', 'hollow', 'keen', 'lagoon', 'lucky',
  'merry', 'mossy', 'nova', 'pacific', 'quill', 'rapid', 'regal', 'royal', 'sable', 'serene',
  'shady', 'silk', 'sunny', 'tidal', 'urban', 'vivid', 'warm', 'wild', 'witty', 'young',
  'zesty',
]

/** How many words a generated value has. */
export const randomWordCount = 4
