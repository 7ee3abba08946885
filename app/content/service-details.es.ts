import { responsePromises } from "./response-promises";
import type { ServiceDetails, ServiceSlug } from "./services";

/** What each service's own page says, in Spanish (the English is in service-details.ts). */
export const spanishServiceDetails: Record<ServiceSlug, ServiceDetails> = {
  "tree-removal": {
    longDescription:
      "Un árbol que se inclina sobre la casa, que se partió del tronco o que se secó después de la sequía es un riesgo con el que usted no tiene por qué vivir. Nuestros equipos bajan los árboles por partes y con control, usando cuerdas, poleas y una grúa cuando hay poco espacio, para que nada caiga sobre su techo, su cerca o el patio del vecino. Nos llevamos cada tronco y cada rama, y rastrillamos el lugar antes de irnos.",
    seoContent:
      "El suelo de barro pesado de Waco, las sequías del verano y las tormentas repentinas de primavera son duros con los árboles grandes. Los almeces y álamos junto al río Brazos crecen rápido y se caen jóvenes, y el marchitamiento del encino ha matado miles de encinos en el condado de McLennan. Cuando un árbol ya no se puede salvar, nuestros arbolistas certificados planean cómo quitarlo cuidando su casa, los cables y su jardín, se coordinan con la compañía de luz si hace falta y le dan un precio fijo por escrito antes de empezar. La mayoría de los trabajos en casas de Waco, Hewitt, Woodway y Robinson se terminan en uno o dos días.",
    features: [
      "Derribo por partes de árboles junto a la casa",
      "Grúa para espacios reducidos",
      "Limpieza completa y retiro de desechos",
      "Árboles secos, enfermos o dañados por tormentas",
      "Evaluación de riesgos por un arbolista certificado",
      "Coordinación con la compañía de luz",
      "Triturado del tocón en la misma visita, si lo desea",
      "Leña cortada a la medida, si la pide",
    ],
    benefits: [
      "Protege su casa, sus carros y su familia de ramas que caen",
      "Precio fijo por escrito, sin cargos sorpresa",
      "Su patio queda más limpio de como lo encontramos",
      "Equipos totalmente asegurados: usted no carga con ninguna responsabilidad",
    ],
    seo: {
      title: "Quitar árboles en Waco, TX | Seguro y con presupuesto gratis",
      description:
        "Quitamos árboles en Waco, TX con arbolistas certificados, con licencia y seguro. Árboles secos, inclinados o caídos por tormenta, con limpieza completa. Presupuesto gratis.",
      keywords: "quitar árboles Waco, remoción de árboles Waco TX, quitar árbol caído, cortar árboles McLennan County",
    },
  },
  "tree-trimming": {
    longDescription:
      "Una buena poda cuida la salud del árbol a largo plazo, no solo cómo se ve. Quitamos la madera seca y las ramas que se cruzan, aclaramos las copas tupidas para que pase el viento, levantamos las ramas bajas sobre la entrada y las banquetas, y mantenemos las ramas bien lejos de su techo. Cada corte sigue las normas de poda ANSI A300: nada de desmochar, nada de espuelas en árboles vivos y nunca más follaje del que el árbol puede perder.",
    seoContent:
      "Los encinos, olmos, nogales y robles rojos dan sombra a casi todos los patios de Waco, y cada uno responde distinto a la poda. Aquí los encinos se deben podar en los meses más fríos, antes de que los escarabajos del marchitamiento del encino vuelen en primavera, y cada corte fresco se sella el mismo día. La mayoría de los árboles de sombra ya grandes necesitan una poda estructural cada tres a cinco años; la mejor época es de finales del invierno a principios de la primavera, cuando el árbol está en reposo y se ven bien sus ramas. Hacemos poda de árboles para familias, HOAs y negocios en Waco, Hewitt, Woodway y los alrededores.",
    features: [
      "Aclareo y limpieza de la copa",
      "Despeje del techo y de los cables",
      "Levantamiento de ramas sobre entradas y banquetas",
      "Normas de poda ANSI A300",
      "Poda en la época segura y sellado de cortes en encinos",
      "Poda de formación para árboles jóvenes",
      "Retiro de ramas secas",
      "Forma para setos y árboles de ornato",
    ],
    benefits: [
      "Árboles más fuertes que aguantan mejor las tormentas del centro de Texas",
      "Más sol para su pasto y su jardín",
      "Menos ramas raspando su techo y sus canaletas",
      "Árboles de sombra más sanos y duraderos que le dan valor a su propiedad",
    ],
    seo: {
      title: "Poda de árboles en Waco, TX | Arbolistas certificados",
      description:
        "Poda de árboles profesional en Waco, TX: aclareo de copa, despeje del techo y poda de encinos en la época segura, por arbolistas certificados. Presupuesto gratis.",
      keywords: "poda de árboles Waco, podar árboles Waco TX, poda de encinos, despeje de ramas Hewitt Woodway",
    },
  },
  "stump-removal": {
    longDescription:
      "Un tocón viejo es un peligro para tropezarse, el enemigo de la cuchilla de la podadora y casa de termitas y hongos. Nuestras trituradoras muelen los tocones y las raíces de la superficie de 6 a 12 pulgadas por debajo del suelo, y las máquinas compactas caben por un portón de 36 pulgadas. Echamos el aserrín en el hoyo o nos lo llevamos, y podemos rellenar y sembrar para que vuelva a crecer el pasto.",
    seoContent:
      "En el centro de Texas, los tocones que quedan después de quitar un árbol siguen echando retoños, sobre todo los de almez, cinamomo y olmo. Triturar es más rápido y maltrata mucho menos que sacar el tocón escarbando, y deja el lugar listo para pasto, un jardín o un árbol nuevo sembrado a unos pies de distancia. Cobramos los tocones según su diámetro, damos descuento por varios tocones a la vez y llamamos al 811 para marcar las líneas enterradas antes de triturar en cualquier parte de Waco y el condado de McLennan.",
    features: [
      "Triturado de 6 a 12 pulgadas bajo el nivel del suelo",
      "Trituradoras compactas que caben por portones de 36 pulgadas",
      "Triturado de raíces superficiales",
      "Descuento por varios tocones",
      "Llamada al 811 para ubicar líneas antes de cada trabajo",
      "Aserrín retirado o dejado como mantillo",
      "Relleno con tierra y siembra",
      "Prevención de retoños",
    ],
    benefits: [
      "Un pasto parejo y seguro que puede cortar sin rodeos",
      "Se acaban las termitas y los hongos en la madera vieja",
      "Espacio para volver a sembrar, construir o arreglar el jardín",
      "Mucho menos daño al pasto que sacar el tocón escarbando",
    ],
    seo: {
      title: "Triturar y quitar tocones en Waco, TX | Rápido y económico",
      description:
        "Trituramos y quitamos tocones en Waco, TX: tocones y raíces molidos bajo el suelo, máquinas compactas para patios traseros y limpieza incluida. Presupuesto gratis.",
      keywords: "triturar tocones Waco, quitar tocones Waco TX, moler tocón de árbol, quitar tronco Hewitt",
    },
  },
  "emergency-tree-service": {
    longDescription: responsePromises.es.emergencyStory,
    seoContent:
      "Las tormentas de primavera del centro de Texas traen vientos fuertes, granizo y de vez en cuando hielo, y los encinos y nogales grandes de Waco cargan ramas enormes. Después de una tormenta, lo más peligroso del trabajo es el peso que ya se movió: árboles recargados en un techo, ramas atoradas en la copa, troncos enredados en los cables. Nuestros equipos de emergencia traen cuerdas, poleas y grúas para quitar ese peso con seguridad, trabajan con Oncor cuando hay cables de por medio y ayudan a las familias de Waco, Hewitt, Woodway, Robinson y Bellmead con el trámite del seguro.",
    features: [
      "Contestamos en persona las 24 horas, también en días festivos",
      responsePromises.es.emergencyFeature,
      "Quitamos árboles de techos y carros",
      "Grúa y cuerdas para ramas atoradas",
      "Lona de emergencia para huecos en el techo",
      "Fotos de los daños para el reclamo del seguro",
      "Despeje de entradas y calles bloqueadas",
      "Coordinación con la compañía de luz si hay cables caídos",
    ],
    benefits: [
      "Detiene rápido más daños a su casa",
      "Una sola llamada para el árbol, la lona y la limpieza",
      "Documentos que le facilitan el reclamo del seguro",
      "Un equipo tranquilo y con experiencia cuando más lo necesita",
    ],
    seo: {
      title: responsePromises.es.emergencyTitle,
      description: responsePromises.es.emergencyMeta,
      keywords:
        "árbol caído Waco, quitar árbol caído, emergencia de árboles Waco TX, daños por tormenta árboles, servicio de árboles 24 horas",
    },
  },
  "tree-health": {
    longDescription:
      "Copas cada vez más ralas, hojas cafés en verano, corteza que se cae u hongos en la base son señales de que un árbol está en problemas. Nuestros arbolistas certificados revisan el árbol completo, de las raíces a la copa, le explican lo que encuentran en palabras sencillas y solo recomiendan el tratamiento que de verdad necesita. Muchos problemas detectados a tiempo se pueden tratar, y así se salva un árbol que tardó décadas en crecer.",
    seoContent:
      "El marchitamiento del encino (oak wilt) es la mayor amenaza para los encinos y robles rojos de Waco y todo el centro de Texas; se contagia por las raíces unidas y por escarabajos de la savia en primavera. Lo diagnosticamos, tratamos los encinos más valiosos con inyecciones de fungicida y abrimos zanjas para cortar la unión de las raíces. También tratamos el cancro de hypoxylon en robles estresados por la sequía, gusanos de bolsa y gusanos telaraña, la clorosis férrica causada por nuestros suelos alcalinos y el daño a las raíces por construcciones. Una revisión de salud es también el primer paso cuando está decidiendo si un árbol se queda o se va.",
    features: [
      "Diagnóstico y tratamiento del marchitamiento del encino",
      "Inyecciones de fungicida y nutrientes en el tronco",
      "Control de insectos y plagas",
      "Fertilización profunda de raíces",
      "Tratamiento de la clorosis férrica",
      "Evaluación de riesgo de árboles",
      "Planes de riego contra la sequía",
      "Reportes por escrito para HOAs y compradores",
    ],
    benefits: [
      "Salva árboles grandes que cuesta mucho reemplazar",
      "Evita que la enfermedad pase a sus otros árboles",
      "Consejos honestos: solo tratamos lo que lo necesita",
      "Copas más verdes y tupidas temporada tras temporada",
    ],
    seo: {
      title: "Salud de árboles y marchitamiento del encino en Waco, TX",
      description:
        "Revisión de salud y tratamiento de enfermedades de árboles en Waco, TX. Marchitamiento del encino, plagas, clorosis y deterioro, tratados por arbolistas certificados.",
      keywords: "marchitamiento del encino Waco, oak wilt Waco, enfermedades de árboles Waco TX, arbolista Waco",
    },
  },
  "land-clearing": {
    longDescription:
      "Ya sea que esté preparando un terreno para construir, recuperando un potrero enmontado o abriendo paso para una cerca, quitamos exactamente lo que usted quiere quitar y cuidamos lo que quiere conservar. Con trituradoras forestales, minicargadores y equipos con motosierra quitamos maleza, cedro y árboles que no quiere, y podemos triturar todo ahí mismo o llevárnoslo, dejando el terreno listo para lo que sigue.",
    seoContent:
      "El cedro (enebro de Ashe), el mezquite y el yaupón se apoderan rápido de los terrenos descuidados al oeste de Waco, ahogan el pasto y se beben el agua que necesita el potrero. Una limpieza selectiva conserva los encinos, olmos y nogales sanos que le dan valor y sombra a una propiedad, y quita lo demás. Limpiamos terrenos en Waco, China Spring, McGregor, Crawford, Lorena y todo el condado de McLennan para constructores, rancheros y familias, desde un patio de un cuarto de acre hasta terrenos grandes.",
    features: [
      "Limpieza de lotes y terrenos para construir",
      "Retiro de cedro y maleza",
      "Triturado forestal",
      "Limpieza selectiva que conserva los árboles buenos",
      "Limpieza de líneas de cerca",
      "Recuperación de potreros",
      "Retiro de desechos o triturado en el lugar",
      "Limpieza cuidadosa cerca de arroyos para evitar la erosión",
    ],
    benefits: [
      "Un terreno listo para construir y usar, cuando usted lo necesita",
      "Más pasto y agua para el ganado",
      "Menos material que alimente un incendio cerca de su casa",
      "Sus mejores árboles, conservados y protegidos",
    ],
    seo: {
      title: "Limpieza de terrenos en Waco, TX | Cedro y maleza",
      description:
        "Limpieza de terrenos en Waco y el condado de McLennan: lotes, retiro de cedro y maleza, triturado forestal y cercas, con limpieza selectiva que conserva los árboles buenos.",
      keywords: "limpieza de terrenos Waco, quitar cedro McLennan County, limpiar maleza Waco TX, desmonte de terrenos",
    },
  },
};
