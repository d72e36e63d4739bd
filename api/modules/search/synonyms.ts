import { searchTerms } from "./query-words.js";

/**
 * Words that mean the same thing to someone buying or selling in Gibraltar, in English and
 * Spanish: a search for any word of a line also finds listings that use another. One line per
 * meaning, single words only (plural forms are added by the search itself), written as people
 * type them; accents are ignored, as the index ignores them. Words that mean something else in
 * the other language ("red", "once", "pie") are left out.
 */
const GROUPS = `
flat apartment piso apartamento
studio estudio
house casa home hogar vivienda
villa chalet
room habitacion dormitorio bedroom
bathroom bano aseo
kitchen cocina
garage garaje cochera
parking aparcamiento
berth amarre mooring
garden jardin
terrace terraza balcony balcon
pool piscina
office oficina despacho
shop tienda
warehouse almacen nave
land terreno plot parcela
rent alquiler rental alquilar arrendamiento
sale venta sell vender
buy comprar purchase compra
cheap barato economico
new nuevo
used usado secondhand
free gratis gratuito
furnished amueblado
unfurnished desamueblado
car coche auto automovil
van furgoneta
truck camion lorry
motorbike moto motocicleta motorcycle
scooter patinete
bike bici bicicleta bicycle
boat barco bote embarcacion
yacht yate
sailboat velero
kayak piragua
engine motor
tyre tyres neumatico rueda tire wheel
helmet casco
job trabajo empleo work
vacancy vacante
waiter camarero
cook cocinero chef
cleaner limpiador limpiadora cleaning limpieza
driver conductor chofer
nanny ninera canguro babysitter
teacher profesor profesora maestro tutor
lessons clases classes
course curso
plumber fontanero
electrician electricista
painter pintor
carpenter carpintero
gardener jardinero
builder albanil
mechanic mecanico
hairdresser peluquero peluqueria
lawyer abogado
accountant contable gestor
translator traductor
repair reparacion arreglo reparar
service servicio
delivery reparto entrega
removals mudanza moving
storage trastero
furniture muebles mueble
sofa sofa couch
table mesa
chair silla
bed cama
mattress colchon
wardrobe armario closet
desk escritorio
shelf estanteria
lamp lampara
mirror espejo
curtains cortinas
carpet alfombra rug
fridge nevera frigorifico refrigerator
freezer congelador
oven horno
microwave microondas
washer lavadora washing
dryer secadora
dishwasher lavavajillas
cooker vitroceramica
kettle hervidor
toaster tostadora
fan ventilador
heater calefactor estufa
aircon aire airconditioning
vacuum aspiradora hoover
tools herramientas tool herramienta
drill taladro
ladder escalera
phone telefono movil mobile smartphone
laptop portatil
computer ordenador pc
tablet tableta
screen pantalla monitor
television televisor tele tv
camera camara
headphones auriculares
speaker altavoz
printer impresora
console consola
game juego videojuego
charger cargador
watch reloj
clothes ropa clothing
dress vestido
shirt camisa
trousers pantalones pants
jacket chaqueta
coat abrigo
shoes zapatos calzado
trainers zapatillas sneakers
boots botas
bag bolso bolsa handbag
jewellery joyas jewelry
ring anillo
necklace collar
glasses gafas sunglasses
baby bebe
pram carrito pushchair stroller
cot cuna crib
toys juguetes toy juguete
books libros book libro
dog perro puppy cachorro
cat gato kitten gatito
pet mascota
fish pez pescado
bird pajaro
guitar guitarra
drums bateria
gym gimnasio
fitness deporte sport sports
surfboard surf
paddle remo
diving buceo snorkel
fishing pesca
tennis tenis
football futbol
ticket entrada billete tickets entradas
concert concierto
holiday vacaciones vacation
tour excursion
restaurant restaurante
cafe cafeteria coffee cafe
beach playa
sea mar
mountain montana
view vistas views
city ciudad
town pueblo
street calle
square plaza
market mercado
border frontera
airport aeropuerto
bus autobus
wedding boda
party fiesta
birthday cumpleanos
gift regalo present
flowers flores
plants plantas plant planta
wood madera
glass cristal vidrio
leather cuero piel
gold oro
silver plata
white blanco
black negro
blue azul
green verde
small pequeno
big grande large
old viejo antiguo vintage
antique antiguedad
modern moderno
urgent urgente
offer oferta
price precio
discount descuento
exchange cambio intercambio swap
wanted busco buscando
lost perdido
found encontrado
`;

/** Each word (as the index stores it) and the other words of its lines; built on first use. */
let synonyms: ReadonlyMap<string, readonly string[]> | undefined;

function synonymMap(): ReadonlyMap<string, readonly string[]> {
  if (synonyms) return synonyms;
  const byWord = new Map<string, Set<string>>();
  for (const line of GROUPS.trim().split("\n")) {
    const words = searchTerms(line);
    for (const word of words) {
      const others = byWord.get(word) ?? new Set<string>();
      for (const other of words) if (other !== word) others.add(other);
      byWord.set(word, others);
    }
  }
  synonyms = new Map([...byWord].map(([word, others]) => [word, [...others]]));
  return synonyms;
}

/** The words of the other language (and other words of the same meaning) for a search word. */
export const synonymsOf = (word: string): readonly string[] => synonymMap().get(word) ?? [];

/** How many distinct pairs of words the list relates (a line of n words relates n·(n−1)/2). */
export const synonymPairs = (): number => [...synonymMap().values()].reduce((sum, others) => sum + others.length, 0) / 2;
